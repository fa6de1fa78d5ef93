import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { isServerError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/messages';

interface DrawerStatusProps {
  error: unknown;
  isError: boolean;
  notFoundText: string;
  loadingText: string;
}

/** A detail drawer's body before its record is there: loading, or why it cannot be shown. */
export function DrawerStatus({ error, isError, notFoundText, loadingText }: DrawerStatusProps) {
  const errorMessage = useErrorMessage();
  return (
    <div className="p-5">
      {isError ? (
        <Alert>{isServerError(error, 'notFound') ? notFoundText : errorMessage(error)}</Alert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner />
          {loadingText}
        </p>
      )}
    </div>
  );
}
