import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { clearSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2 (settings action 12, main user only): Yes deletes the store and signs out. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(['account', 'messages']);
  const deletion = useDeleteAccount();

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t('messages:accountDeletionSuccessful'));
        onClose();
        clearSession('signed-out');
      },
      onError: () => toastError(t('messages:failedToDeleteAccount')),
    });

  return (
    <ConfirmDialog
      open={open}
      title={t('deleteAccount.title')}
      message={t('deleteAccount.body')}
      tone="danger"
      busy={deletion.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
