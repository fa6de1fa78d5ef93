import type { CreatedApiKey } from '@olivia/contracts/api-keys';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

/** The new key in full, this once: the server keeps only its hash (ADR 0041). */
export function ApiKeyCreated({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('developers');
  return (
    <section
      aria-labelledby="api-key-created-heading"
      className="space-y-3 rounded-md border border-warning/40 bg-warning/10 p-4"
    >
      <h3
        id="api-key-created-heading"
        className="flex items-center gap-2 font-semibold text-dark dark:text-gray-100"
      >
        <KeyRound className="size-5 shrink-0" aria-hidden />
        {t('apiKeys.created.title', { name: created.apikey.name })}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('apiKeys.created.warning')}</p>
      <div className="flex items-center gap-2 rounded-md bg-white p-2 dark:bg-gray-900">
        <code
          data-testid="api-key-secret"
          className="min-w-0 flex-1 font-mono text-sm break-all text-dark select-all dark:text-gray-100"
        >
          {created.secret}
        </code>
        <CopyButton
          text={created.secret}
          label={t('apiKeys.created.copy')}
          copiedLabel={t('apiKeys.created.copied')}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('apiKeys.created.done')}</Button>
      </div>
    </section>
  );
}
