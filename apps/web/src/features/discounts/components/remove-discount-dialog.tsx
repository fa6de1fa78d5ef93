import type { Discount } from '@olivia/contracts/discounts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { discountsApi } from '../api/discounts-api';

interface RemoveDiscountDialogProps {
  discount: Discount | null;
  onClose: () => void;
}

/** Asks before deleting a discount; one already used is refused by the server, which says why. */
export function RemoveDiscountDialog({ discount, onClose }: RemoveDiscountDialogProps) {
  const { t } = useTranslation('discounts');
  const remove = discountsApi.useRemove();
  if (!discount) return null;
  const { name } = discount;
  return (
    <ConfirmDialog
      key={discount.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(discount.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}
