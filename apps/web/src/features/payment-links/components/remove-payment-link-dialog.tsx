import type { PaymentLink } from '@olivia/contracts/payment-links';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { paymentLinksApi } from '../api/payment-links-api';

interface RemovePaymentLinkDialogProps {
  link: PaymentLink | null;
  onClose: () => void;
}

/**
 * Asks before deleting a link. The server refuses a link that has been paid (409
 * `linkPaidCannotDelete`): the dialog shows that, and the merchant deactivates it instead.
 */
export function RemovePaymentLinkDialog({ link, onClose }: RemovePaymentLinkDialogProps) {
  const { t } = useTranslation('paymentLinks');
  const remove = paymentLinksApi.useRemove();
  if (!link) return null;
  const { name } = link;
  return (
    <ConfirmDialog
      key={link.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(link.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}
