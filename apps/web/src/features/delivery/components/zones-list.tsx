import { DELIVERY_ZONE_STATUSES, type DeliveryZone } from '@olivia/contracts/delivery-zones';
import { zoneCountryOf } from '@olivia/contracts/delivery-rules';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { drawerPaths, editPath } from '../../../lib/screen-paths';
import { deliveryZonesApi } from '../api/delivery-api';
import { DeliveryTabs } from './delivery-tabs';
import { RemoveZoneDialog } from './remove-zone-dialog';
import { zoneColumns } from './zone-columns';

/**
 * The zones of /delivery-routes/all: where the store delivers and at what fee, with search, the
 * status filter, sorting and pages in the URL; export; new and edit open as child routes in a
 * drawer. Only NGN (states and LGAs) and GBP (postcodes) stores have zones.
 */
export function ZonesList() {
  const { t } = useTranslation(['delivery', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const zones = deliveryZonesApi.useList();
  const [removing, setRemoving] = useState<DeliveryZone | null>(null);
  const zoned = zoneCountryOf(currency ?? '') !== null;

  const columns = useMemo(
    () =>
      zoneColumns(t, {
        currency,
        search,
        actions: (zone) => (
          <RowActions
            label={t('actions.menu', { name: zone.name })}
            actions={[
              { label: t('actions.edit'), to: editPath(zone.id) },
              { label: t('actions.remove'), danger: true, onClick: () => setRemoving(zone) },
            ]}
          />
        ),
      }),
    [t, currency, search],
  );

  const add = zoned ? (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  ) : undefined;

  return (
    <ListPage
      title={t('routes:deliveryRoutes')}
      description={zoned ? t('intro') : t('noZonesForCurrency')}
      primaryAction={add}
      filters={
        <div className="space-y-4">
          <DeliveryTabs />
          <ChoiceFilter
            label={t('status.label')}
            allLabel={t('status.all')}
            choices={DELIVERY_ZONE_STATUSES}
            labelOf={(status) => t(`status.${status}`)}
            value={zones.filters.status}
            onChange={(status) => zones.setFilter('status', status)}
            className="w-full sm:w-44"
          />
        </div>
      }
      resource={zones}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(zone) => zone.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => deliveryZonesApi.getAll(zones.query)}
      errorText={t('loadFailed')}
    >
      <RemoveZoneDialog zone={removing} onClose={() => setRemoving(null)} />
      <Outlet />
    </ListPage>
  );
}
