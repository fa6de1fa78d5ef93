import type { Branch } from '@olivia/contracts/branches';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { branchesApi } from '../api/branches-api';

interface DialogProps {
  branch: Branch | null;
  onClose: () => void;
}

/**
 * Asks before deactivating, saying what happens (ADR 0035): nothing moves. Its sub-users stay
 * attached and its orders keep it; new orders cannot name it and pickup there stops.
 */
export function DeactivateBranchDialog({ branch, onClose }: DialogProps) {
  const { t } = useTranslation('branches');
  const update = branchesApi.useUpdate();
  if (!branch) return null;
  const { name, staffcount } = branch;
  const message = [
    t('confirm.deactivateBody'),
    staffcount > 0 ? t('confirm.deactivateStaff', { count: staffcount }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ConfirmDialog
      key={branch.id}
      open
      title={t('confirm.deactivateTitle', { name })}
      message={message}
      confirmLabel={t('actions.deactivate')}
      onConfirm={async () => {
        await update.mutateAsync({ id: branch.id, body: { active: false } });
        toastSuccess(t('toasts.deactivated', { name }));
      }}
      onClose={onClose}
    />
  );
}

/** Asks before removing; a branch with orders or staff is refused (409) and says so. */
export function RemoveBranchDialog({ branch, onClose }: DialogProps) {
  const { t } = useTranslation('branches');
  const remove = branchesApi.useRemove();
  if (!branch) return null;
  const { name } = branch;
  return (
    <ConfirmDialog
      key={branch.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(branch.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}
