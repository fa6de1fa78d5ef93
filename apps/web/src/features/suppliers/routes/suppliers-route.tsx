import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChoiceFilter } from '../../../components/resource/choice-filter';
import { ListPage } from '../../../components/resource/list-page';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { drawerPaths, editPath } from '../../../lib/screen-paths';
import { useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { suppliersApi } from '../api/suppliers-api';
import { LowStockView } from '../components/low-stock-view';
import { PurchaseOrdersList } from '../components/purchase-orders-list';
import { supplierColumns } from '../components/supplier-columns';
import { SupplierTabs, useSupplierView } from '../components/supplier-tabs';

/**
 * /suppliers/all (ADR 0038): the store's suppliers, their purchase orders, and what is low on
 * stock, as tabs; a supplier's and an order's drawers are child routes.
 */
export function SuppliersRoute() {
  usePageTitle(useRouteTitleKey() ?? 'suppliers');
  const view = useSupplierView();
  if (view === 'orders') return <PurchaseOrdersList />;
  if (view === 'low') return <LowStockView />;
  return <SuppliersList />;
}

function SuppliersList() {
  const { t } = useTranslation(['suppliers', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const { search } = useLocation();
  const suppliers = suppliersApi.useList();
  const update = suppliersApi.useUpdate();

  const columns = useMemo(
    () =>
      supplierColumns(t, {
        currency,
        search,
        actions: (supplier) => (
          <RowActions
            label={t('actionsFor', { name: supplier.name })}
            actions={[
              { label: t('edit'), to: editPath(supplier.id) },
              {
                label: t(supplier.active ? 'archive' : 'restore'),
                onClick: () =>
                  void update
                    .mutateAsync({ id: supplier.id, body: { active: !supplier.active } })
                    .then(() =>
                      toastSuccess(
                        t(supplier.active ? 'archived' : 'restored', { name: supplier.name }),
                      ),
                    ),
              },
            ]}
          />
        ),
      }),
    [t, currency, search, update],
  );

  const add = (
    <Link to={{ pathname: drawerPaths.new, search }} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('add')}
    </Link>
  );

  return (
    <ListPage
      title={t('routes:suppliers')}
      description={t('intro')}
      primaryAction={add}
      filters={
        <div className="space-y-4">
          <SupplierTabs />
          <ChoiceFilter
            label={t('active.label')}
            allLabel={t('active.all')}
            choices={['true', 'false'] as const}
            labelOf={(value) => t(`active.${value}`)}
            value={suppliers.filters.active}
            onChange={(value) => suppliers.setFilter('active', value)}
            className="w-full sm:w-44"
          />
        </div>
      }
      resource={suppliers}
      columns={columns}
      label={t('table.label')}
      searchable
      cards
      getRowId={(supplier) => supplier.id}
      emptyState={{ title: t('empty.title'), body: t('empty.body'), action: add }}
      exportName={t('table.exportName')}
      exportRows={() => suppliersApi.getAll(suppliers.query)}
      errorText={t('loadFailed')}
    >
      <Outlet />
    </ListPage>
  );
}
