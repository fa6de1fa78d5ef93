import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: 'primary' | 'danger';
}

/** A Yes/No question (sign out, delete account). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onCancel} title={title}>
      <p className="text-sm text-gray-600 dark:text-gray-300">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('actions.no')}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={busy}>
          {t('actions.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
