import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { splitGroupsApi, splitPayeesApi } from '../api/split-payments-api';

interface RemoveSplitDialogProps {
  target: { kind: 'group' | 'payee'; id: string; name: string } | null;
  onClose: () => void;
}

/** Asks before deleting a split or a payee; one that moved money is refused (409, shown). */
export function RemoveSplitDialog({ target, onClose }: RemoveSplitDialogProps) {
  const { t } = useTranslation('splitPayments');
  const removeGroup = splitGroupsApi.useRemove();
  const removePayee = splitPayeesApi.useRemove();
  if (!target) return null;
  const { name } = target;
  const group = target.kind === 'group';
  return (
    <ConfirmDialog
      key={target.id}
      open
      title={t(group ? 'confirm.removeGroupTitle' : 'confirm.removePayeeTitle', { name })}
      message={t(group ? 'confirm.removeGroupBody' : 'confirm.removePayeeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await (group ? removeGroup : removePayee).mutateAsync(target.id);
        toastSuccess(t(group ? 'toasts.groupRemoved' : 'toasts.payeeRemoved', { name }));
      }}
      onClose={onClose}
    />
  );
}
