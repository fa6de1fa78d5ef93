import { OPENAPI_PATH, endpointUrl } from '@olivia/contracts/endpoint';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { useTranslation } from 'react-i18next';

/** How to call the API with a key: one curl line, and where each endpoint's scope is written. */
export function ApiKeyUsage() {
  const { t } = useTranslation('developers');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const example = `curl -H "Authorization: Bearer olv_…" ${origin}${endpointUrl(orderEndpoints.list)}`;
  return (
    <section aria-labelledby="api-key-usage-heading" className="space-y-2">
      <h3 id="api-key-usage-heading" className="font-semibold text-dark dark:text-gray-100">
        {t('apiKeys.usage.heading')}
      </h3>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('apiKeys.usage.body')}</p>
      <pre className="overflow-x-auto rounded-md bg-gray-900 p-3 text-xs text-gray-100">
        <code>{example}</code>
      </pre>
      <a
        href={OPENAPI_PATH}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-semibold text-primary underline"
      >
        {t('apiKeys.usage.openapi')}
      </a>
    </section>
  );
}
