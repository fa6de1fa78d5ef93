import { PURCHASE_ORDER_STATUSES } from '@olivia/contracts/purchase-orders';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { buttonClassName } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { purchaseOrdersApi } from '../api/suppliers-api';
import { purchaseOrderColumns } from './purchase-order-columns';
import { SupplierTabs } from './supplier-tabs';

/** The purchase orders tab: every order of the store, by status, newest first. */
export function PurchaseOrdersList() {
  const { t } = useTranslation(['suppliers', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const orders = purchaseOrdersApi.useList();
  const columns = useMemo(
    () => purchaseOrderColumns(t, { currency, search }),
    [t, currency, search],
  );
  const add = (
    <Link to={{ pathname: 'orders/new', search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('po.add')}
    </Link>
  );
  return (
    <ListPage
      title={t('routes:suppliers')}
      description={t('po.intro')}
      primaryAction={add}
      filters={
        <div className="space-y-4">
          <SupplierTabs />
          <ChoiceFilter
            label={t('poColumns.status')}
            allLabel={t('poStatus.all')}
            choices={PURCHASE_ORDER_STATUSES}
            labelOf={(status) => t(`poStatus.${status}`)}
            value={orders.filters.status}
            onChange={(status) => orders.setFilter('status', status)}
            className="w-full sm:w-52"
          />
        </div>
      }
      resource={orders}
      columns={columns}
      label={t('po.tableLabel')}
      searchable
      cards
      getRowId={(order) => order.id}
      emptyState={{ title: t('po.empty.title'), body: t('po.empty.body'), action: add }}
      exportName={t('po.exportName')}
      exportRows={() => purchaseOrdersApi.getAll(orders.query)}
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}
