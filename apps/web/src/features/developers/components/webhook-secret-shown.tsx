import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';

/** An endpoint's signing secret, this once: the server keeps it sealed (ADR 0044). */
export function WebhookSecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <section
      aria-labelledby="webhook-secret-heading"
      className="space-y-3 rounded-md border border-warning/40 bg-warning/10 p-4"
    >
      <h3
        id="webhook-secret-heading"
        className="flex items-center gap-2 font-semibold text-dark dark:text-gray-100"
      >
        <KeyRound className="size-5 shrink-0" aria-hidden />
        {t('secret.title')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-200">{t('secret.warning')}</p>
      <div className="flex items-center gap-2 rounded-md bg-white p-2 dark:bg-gray-900">
        <code
          data-testid="webhook-secret"
          className="min-w-0 flex-1 font-mono text-sm break-all text-dark select-all dark:text-gray-100"
        >
          {secret}
        </code>
        <CopyButton text={secret} label={t('secret.copy')} copiedLabel={t('secret.copied')} />
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </div>
    </section>
  );
}
