import type { SubUser } from '@olivia/contracts/sub-users';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/resource/row-actions';
import type { SubUserAction } from './sub-user-confirmation';
import { fullName } from './sub-user-columns';
import { editPath } from '../../../lib/screen-paths';

interface SubUserActionsProps {
  subUser: SubUser;
  /** Disable, Enable and Remove ask first. */
  onConfirm: (action: SubUserAction, subUser: SubUser) => void;
  onResendInvite: (subUser: SubUser) => void;
}

/** A row's actions: Edit, Resend invitation (invited only), Disable or Enable, Remove. */
export function SubUserActions({ subUser, onConfirm, onResendInvite }: SubUserActionsProps) {
  const { t } = useTranslation('subusers');
  const toggle: SubUserAction = subUser.status === 'disabled' ? 'enable' : 'disable';
  const actions: RowAction[] = [
    { label: t('actions.edit'), to: editPath(subUser.id) },
    ...(subUser.status === 'invited'
      ? [{ label: t('actions.resendInvite'), onClick: () => onResendInvite(subUser) }]
      : []),
    { label: t(`actions.${toggle}`), onClick: () => onConfirm(toggle, subUser) },
    { label: t('actions.remove'), danger: true, onClick: () => onConfirm('remove', subUser) },
  ];
  return <RowActions label={t('actions.menu', { name: fullName(subUser) })} actions={actions} />;
}
