import type { DeliveryZone } from '@olivia/contracts/delivery-zones';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/resource/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { deliveryZonesApi } from '../api/delivery-api';

interface RemoveZoneDialogProps {
  zone: DeliveryZone | null;
  onClose: () => void;
}

/** Asks before removing a zone, saying its orders keep their fee. */
export function RemoveZoneDialog({ zone, onClose }: RemoveZoneDialogProps) {
  const { t } = useTranslation('delivery');
  const remove = deliveryZonesApi.useRemove();
  if (!zone) return null;
  const { name } = zone;
  return (
    <ConfirmDialog
      key={zone.id}
      open
      title={t('confirm.removeTitle', { name })}
      message={t('confirm.removeBody')}
      confirmLabel={t('actions.remove')}
      onConfirm={async () => {
        await remove.mutateAsync(zone.id);
        toastSuccess(t('toasts.removed', { name }));
      }}
      onClose={onClose}
    />
  );
}
