import type { Address } from '@olivia/contracts/addresses';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { addressesApi } from '../api/addresses-api';

interface RemoveAddressDialogProps {
  address: Address | null;
  onClose: () => void;
}

/** Asks before removing an address; a default one leaves its kind without a default. */
export function RemoveAddressDialog({ address, onClose }: RemoveAddressDialogProps) {
  const { t } = useTranslation('addresses');
  const remove = addressesApi.useRemove();
  if (!address) return null;
  const { label } = address;
  const body = !address.isdefault
    ? t('confirm.removeBody')
    : address.kind === 'office'
      ? t('confirm.removeStoreAddressBody')
      : t('confirm.removeDefaultBody', { kind: t(`kinds.${address.kind}`) });
  return (
    <ConfirmDialog
      key={address.id}
      open
      title={t('confirm.removeTitle', { label })}
      message={body}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(address.id);
        toastSuccess(t('toasts.removed', { label }));
      }}
      onClose={onClose}
    />
  );
}
