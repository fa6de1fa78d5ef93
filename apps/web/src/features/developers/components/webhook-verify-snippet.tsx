import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';

/** How a receiver checks `Olivia-Signature` (ADR 0044), in Node.js; the README has the same. */
export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (before JSON.parse)
function verifyOlivia(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}`;

export function WebhookVerifySnippet() {
  const { t } = useTranslation('webhooks');
  return (
    <details className="rounded-md border border-gray-100 p-3 dark:border-gray-800">
      <summary className="cursor-pointer text-sm font-semibold text-dark dark:text-gray-100">
        {t('verify.title')}
      </summary>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('verify.body')}</p>
      <div className="relative mt-2">
        <pre className="overflow-x-auto rounded-md bg-gray-900 p-3 text-xs text-gray-100">
          <code>{VERIFY_SNIPPET}</code>
        </pre>
        <CopyButton
          text={VERIFY_SNIPPET}
          label={t('verify.copy')}
          copiedLabel={t('secret.copied')}
          className="absolute top-2 right-2"
        />
      </div>
    </details>
  );
}
