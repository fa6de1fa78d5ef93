import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/messages';

interface PageStatusProps {
  /** Whether the record failed to load (else it is still loading). */
  isError: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The set-up record on its way, or why it could not be loaded, with Retry. */
export function PageStatus({ isError, error, onRetry }: PageStatusProps) {
  const { t } = useTranslation('storeSetup');
  const errorMessage = useErrorMessage();
  if (!isError) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-500">
        <Spinner />
        {t('status.loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert>
        {t('status.loadFailed')} {errorMessage(error)}
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    </div>
  );
}
