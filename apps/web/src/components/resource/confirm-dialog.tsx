import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the thing, e.g. 'Remove Ada Obi?'. */
  title: string;
  /** What will happen to it, e.g. that it cannot be undone. */
  message: ReactNode;
  /** The confirm button says what it does: 'Remove', 'Disable', never 'Yes'. */
  confirmLabel: string;
  /** Destructive actions are red (the default). */
  tone?: 'danger' | 'primary';
  /** Runs the action; the dialog is busy meanwhile, shows why if it fails and closes if not. */
  onConfirm: () => Promise<unknown>;
  /** Cancel, Escape, or after the action succeeded. */
  onClose: () => void;
}

/** The resource kit's confirmation before a destructive action (remove, disable...). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, tone = 'danger', onConfirm, onClose } = props;
  const { t } = useTranslation('resource');
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? () => undefined : close} title={title}>
      <div className="space-y-4">
        {failure !== null && <Alert>{errorMessage(failure)}</Alert>}
        <div className="text-sm text-gray-600 dark:text-gray-300">{message}</div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={close} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button variant={tone} onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
