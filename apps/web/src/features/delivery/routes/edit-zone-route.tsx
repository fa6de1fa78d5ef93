import type { DeliveryZone } from '@olivia/contracts/delivery-zones';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { deliveryZonesApi } from '../api/delivery-api';
import { ZoneFormDrawer } from '../components/zone-form-drawer';
import { zoneFormValues } from '../components/zone-form-values';

/** /delivery-routes/all/:id/edit: the same drawer as New, filled with the zone. */
export function EditZoneRoute() {
  const { t } = useTranslation(['delivery', 'routes']);
  const { id = '' } = useParams();
  const zone = deliveryZonesApi.useOne(id);
  const close = useCloseDrawer();

  if (zone.data) return <EditZoneForm zone={zone.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editDeliveryZone')}
      error={zone.error}
      isError={zone.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditZoneForm({ zone, onClose }: { zone: DeliveryZone; onClose: () => void }) {
  const { t } = useTranslation(['delivery', 'routes']);
  const update = deliveryZonesApi.useUpdate();
  return (
    <ZoneFormDrawer
      title={t('routes:editDeliveryZone')}
      description={zone.name}
      defaultValues={zoneFormValues(zone)}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: zone.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
