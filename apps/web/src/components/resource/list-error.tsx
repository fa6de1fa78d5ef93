import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

interface ListErrorProps {
  /** What failed, e.g. 'Unable to load transactions.'; the server's reason follows it. */
  text: string | undefined;
  error: unknown;
  onRetry: () => void;
}

/** A list that could not be loaded: what failed, why, and Retry. */
export function ListError({ text, error, onRetry }: ListErrorProps) {
  const { t } = useTranslation('resource');
  const errorMessage = useErrorMessage();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert>
        {text ?? t('list.loadFailed')} {errorMessage(error)}
      </Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
