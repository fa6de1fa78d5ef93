import { messages } from '@olivia/contracts/messages';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { useExportAll } from '../../../components/resource/use-export-all';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslateMessage } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths } from '../../../lib/screen-paths';
import { ordersApi, useOrderCustomerName, useOrders } from '../api/orders-api';
import { CustomerChip } from '../components/customer-chip';
import { orderColumns } from '../components/order-columns';
import { OrderFilters } from '../components/order-filters';
import { OrdersEmptyAction } from '../components/orders-empty-action';
import { useOrderBulkActions } from '../hooks/use-order-bulk-actions';
import { useOrdersLive } from '../hooks/use-orders-live';

/**
 * /orders/all (issue 13): the orders placed on the store's page, newest first, with their
 * customer, total, payment and status; search, status, dates, customer, sorting and pages in the
 * URL. A new order appears as it lands (the store's channel). An order opens in a drawer; 'New
 * order' takes one by phone or at the counter (issue 28).
 */
export function OrdersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'orders');
  const { t, i18n } = useTranslation(['orders', 'routes']);
  const translateMessage = useTranslateMessage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const orders = useOrders();
  useOrdersLive();
  const bulkActions = useOrderBulkActions();
  const language = i18n.language;
  const columns = useMemo(() => orderColumns(t, { language, search }), [t, language, search]);
  const { status, from, to, customer, branch } = orders.filters;
  const rangeError = isDateRangeOrdered(from, to)
    ? undefined
    : translateMessage(messages.dateRangeInvalid);
  const customerName = useOrderCustomerName(customer, orders.result.data?.content);
  const exportAll = useExportAll(ordersApi.getPage, orders.query);
  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:orders')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="space-y-3">
          <OrderFilters
            values={{ status, from, to, branch }}
            rangeError={rangeError}
            onChange={orders.setFilters}
          />
          {customer && (
            <CustomerChip
              name={customerName}
              onClear={() => orders.setFilter('customer', undefined)}
            />
          )}
        </div>
      }
      resource={orders}
      blocked={rangeError}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(order) => order.id}
      bulkActions={bulkActions}
      onRowClick={(order) => void navigate({ pathname: order.id, search })}
      exportName={t('routes:orders')}
      exportRows={() => (rangeError ? Promise.resolve([]) : exportAll())}
      savedFiltersKey="orders"
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: <OrdersEmptyAction /> }}
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}
