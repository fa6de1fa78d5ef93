import type { InventoryItem } from '@olivia/contracts/inventory';
import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ListPage } from '../../../components/resource/list-page';
import { useExportAll } from '../../../components/resource/use-export-all';
import { RowActions } from '../../../components/resource/row-actions';
import { buttonClassName } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/page-title';
import { useRouteTitleKey } from '../../../lib/route-title';
import { screenPaths } from '../../../lib/screen-paths';
import { HISTORY_PREFIX, inventoryApi, useInventory } from '../api/inventory-api';
import { AdjustStockDrawer } from '../components/adjust-stock-drawer';
import { inventoryColumns } from '../components/inventory-columns';
import { InventoryFilters } from '../components/inventory-filters';
import { ThresholdDialog } from '../components/threshold-dialog';

type Editing = { kind: 'adjust' | 'threshold'; item: InventoryItem };

/** The list's query string with the history narrowed to one product. */
function historySearch(search: string, productId: string): string {
  const params = new URLSearchParams(search);
  params.set(`${HISTORY_PREFIX}.product`, productId);
  return `?${params.toString()}`;
}

/**
 * /inventory/all (issue 13): stock per product with its variants, the low-stock threshold and
 * level; level, search, sort and pages in the URL. Adjust stock and the threshold open over the
 * list; the stock history (all, or one product's) is a child route.
 */
export function InventoryRoute() {
  usePageTitle(useRouteTitleKey() ?? 'inventory');
  const { t } = useTranslation(['inventory', 'routes']);
  const { search } = useLocation();
  const navigate = useNavigate();
  const inventory = useInventory();
  const exportAll = useExportAll(inventoryApi.getPage, inventory.query);
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(
    () =>
      inventoryColumns(t, (item) => (
        <RowActions
          label={t('actions.menu', { name: item.name })}
          actions={[
            { label: t('actions.adjust'), onClick: () => setEditing({ kind: 'adjust', item }) },
            {
              label: t('actions.threshold'),
              onClick: () => setEditing({ kind: 'threshold', item }),
            },
            {
              label: t('actions.history'),
              onClick: () =>
                void navigate({ pathname: 'history', search: historySearch(search, item.id) }),
            },
          ]}
        />
      )),
    [t, navigate, search],
  );

  const history = (
    <Link to={{ pathname: 'history', search }} className={buttonClassName('outline')}>
      <History aria-hidden="true" className="size-4" />
      {t('routes:stockHistory')}
    </Link>
  );
  const close = () => setEditing(null);

  return (
    <ListPage
      title={t('routes:inventory')}
      description={t('intro')}
      primaryAction={history}
      filters={
        <InventoryFilters
          level={inventory.filters.level}
          onLevelChange={(level) => inventory.setFilter('level', level)}
          sort={inventory.table.sort}
          order={inventory.table.order}
          onSortChange={(sort, order) => inventory.table.setSort(sort, order)}
        />
      }
      resource={inventory}
      columns={columns}
      label={t('table.label')}
      searchable
      getRowId={(item) => item.id}
      exportName={t('routes:inventory')}
      exportRows={exportAll}
      savedFiltersKey="inventory"
      emptyState={{
        title: t('empty.title'),
        body: t('empty.body'),
        action: (
          <Link to={screenPaths.products} className={buttonClassName('primary')}>
            {t('empty.action')}
          </Link>
        ),
      }}
      emptyText={t('list.noMatch')}
      errorText={t('loadFailed')}
    >
      {editing?.kind === 'adjust' && (
        <AdjustStockDrawer key={editing.item.id} item={editing.item} onClose={close} />
      )}
      {editing?.kind === 'threshold' && (
        <ThresholdDialog key={editing.item.id} item={editing.item} onClose={close} />
      )}
      <Outlet />
    </ListPage>
  );
}
