import type { InventoryItem } from '@olivia/contracts/inventory';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Drawer } from '../../../components/resource/drawer';
import { cachedListItem } from '../../../components/resource/list-cache';
import { ListError } from '../../../components/resource/list-error';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { useSession } from '../../../lib/session';
import { HISTORY_PREFIX, inventoryApi, useMovements } from '../api/inventory-api';
import { movementColumns } from '../components/movement-columns';

/** The list's address without the history's own keys: where closing the history goes back to. */
function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith(`${HISTORY_PREFIX}.`)) params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /inventory/all/history: every stock movement, newest first, or one product's
 * (`history.product=<id>`), with the change, the stock it left, why, who and when. A drawer
 * over the list; its page lives in the URL beside the list's.
 */
export function StockHistoryRoute() {
  const { t } = useTranslation(['inventory', 'routes']);
  const currency = useSession((state) => state.user?.currency);
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const movements = useMovements();
  const { product } = movements.filters;
  const { result } = movements;

  const columns = useMemo(
    () => movementColumns(t, { currency, withProduct: product === undefined }),
    [t, currency, product],
  );
  const productName =
    product === undefined
      ? undefined
      : (cachedListItem<InventoryItem>(queryClient, inventoryApi.keys.lists(), product)?.data
          .name ?? result.data?.content[0]?.productname);
  const close = () => void navigate({ pathname: '..', search: listSearch(search) });

  return (
    <Drawer
      title={t('routes:stockHistory')}
      description={productName ?? (product ? undefined : t('history.allProducts'))}
      size="lg"
      onClose={close}
    >
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
        {result.isError && (
          <ListError
            text={t('history.loadFailed')}
            error={result.error}
            onRetry={() => void result.refetch()}
          />
        )}
        <DataTable
          label={t('history.label')}
          columns={columns}
          rows={result.data?.content ?? []}
          total={result.data?.total ?? 0}
          totalCapped={result.data?.totalCapped}
          query={movements.table}
          isLoading={result.isPending || result.isPlaceholderData}
          emptyText={t('history.empty')}
          getRowId={(movement) => movement.id}
        />
      </div>
    </Drawer>
  );
}
