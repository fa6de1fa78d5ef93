import type { SubUser } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { subUsersApi } from '../api/sub-users-api';
import { fullName } from './sub-user-columns';

export type SubUserAction = 'disable' | 'enable' | 'remove';

export interface PendingAction {
  action: SubUserAction;
  subUser: SubUser;
}

interface SubUserConfirmationProps {
  pending: PendingAction | null;
  onClose: () => void;
}

/** Asks before disabling, enabling or removing a sub-user, then does it and says so. */
export function SubUserConfirmation({ pending, onClose }: SubUserConfirmationProps) {
  const { t } = useTranslation('subusers');
  const update = subUsersApi.useUpdate();
  const remove = subUsersApi.useRemove();
  if (!pending) return null;

  const { action, subUser } = pending;
  const name = fullName(subUser);
  const run = async () => {
    switch (action) {
      case 'disable':
      case 'enable':
        await update.mutateAsync({ id: subUser.id, body: { disabled: action === 'disable' } });
        toastSuccess(t(action === 'disable' ? 'toasts.disabled' : 'toasts.enabled', { name }));
        return;
      case 'remove':
        await remove.mutateAsync(subUser.id);
        toastSuccess(t('toasts.removed', { name }));
        return;
    }
  };

  return (
    <ConfirmDialog
      key={`${action}-${subUser.id}`}
      open
      title={t(`confirm.${action}Title`, { name })}
      message={t(`confirm.${action}Body`, { name, email: subUser.email })}
      confirmLabel={t(`actions.${action}`)}
      tone={action === 'enable' ? 'primary' : 'danger'}
      onConfirm={run}
      onClose={onClose}
    />
  );
}
