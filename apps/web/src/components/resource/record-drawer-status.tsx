import { Drawer } from './drawer';
import { Alert } from '../ui/alert';
import { Spinner } from '../ui/spinner';
import { isServerError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/messages';

interface RecordDrawerStatusProps {
  title: string;
  /** The record's query while it has no data: loading, or failed. */
  error: unknown;
  isError: boolean;
  /** Said when the record is gone (404), e.g. 'This category no longer exists.' */
  notFoundText: string;
  loadingText: string;
  onClose: () => void;
  size?: 'md' | 'lg';
}

/** An edit drawer before its record is there: loading, or why it cannot be shown. */
export function RecordDrawerStatus(props: RecordDrawerStatusProps) {
  const { title, error, isError, notFoundText, loadingText, onClose, size } = props;
  const errorMessage = useErrorMessage();
  return (
    <Drawer title={title} onClose={onClose} size={size}>
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
    </Drawer>
  );
}
