import { zoneCountryOf } from '@olivia/contracts/delivery-rules';
import { useTranslation } from 'react-i18next';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { deliveryZonesApi } from '../api/delivery-api';
import { ZoneFormDrawer } from '../components/zone-form-drawer';
import { newZoneValues } from '../components/zone-form-values';

/** /delivery-routes/all/new: a new zone of the store's country, active. */
export function NewZoneRoute() {
  const { t } = useTranslation(['delivery', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const create = deliveryZonesApi.useCreate();
  const close = useCloseDrawer();
  return (
    <ZoneFormDrawer
      title={t('routes:newDeliveryZone')}
      description={t('form.intro')}
      defaultValues={newZoneValues(zoneCountryOf(currency ?? '') ?? 'NG')}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
    />
  );
}
