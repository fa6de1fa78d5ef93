import type { Return } from '@olivia/contracts/returns';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateReturn } from '../api/returns-api';

export type ReturnAction = 'receive' | 'reject';

export interface PendingReturnAction {
  action: ReturnAction;
  row: Return;
}

interface ReturnConfirmationProps {
  pending: PendingReturnAction | null;
  onClose: () => void;
}

const statusOf = { receive: 'received', reject: 'rejected' } as const;

/** Asks before closing a requested return: received puts its units back into stock. */
export function ReturnConfirmation({ pending, onClose }: ReturnConfirmationProps) {
  const { t } = useTranslation('returns');
  const update = useUpdateReturn();
  if (!pending) return null;
  const { action, row } = pending;
  const values = {
    name: row.variant ? `${row.productname} (${row.variant})` : row.productname,
    number: row.ordernumber,
    count: row.quantity,
  };
  return (
    <ConfirmDialog
      key={`${action}-${row.id}`}
      open
      title={t(`confirm.${action}Title`, values)}
      message={t(`confirm.${action}Body`, values)}
      confirmLabel={t(`actions.${action}`)}
      tone={action === 'receive' ? 'primary' : 'danger'}
      onConfirm={async () => {
        await update.mutateAsync({ id: row.id, body: { status: statusOf[action] } });
        toastSuccess(t(`toasts.${statusOf[action]}`, values));
      }}
      onClose={onClose}
    />
  );
}
