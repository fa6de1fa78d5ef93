import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import type {
  InventoryItem,
  InventoryList,
  InventoryMovement,
  MovementsQuery,
  StockAdjustmentRequest,
  ThresholdRequest,
} from '@olivia/contracts/inventory';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/** The stock levels of /inventory/all, a row per product with its variants. */
export const inventoryApi = defineResourceApi('inventory', { list: inventoryEndpoints.list });
const keys = inventoryApi.keys;

/** Lowest stock first: what needs attention at the top. */
const INVENTORY_DEFAULTS = { sort: 'stock', order: 'asc' } as const;

/** The list of /inventory/all: page, size, sort, search and stock level in the URL. */
export const useInventory = () => inventoryApi.useList({ defaults: INVENTORY_DEFAULTS });

/** The URL prefix of the history's query: it sits over the inventory list's own. */
export const HISTORY_PREFIX = 'history';

/** Newest first, shown on the Date column. */
const HISTORY_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

const movementsQueryOptions = (query: MovementsQuery) =>
  queryOptions({
    queryKey: keys.extra('movements', query),
    queryFn: ({ signal }) => callEndpoint(inventoryEndpoints.movements, { query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The stock history, newest first (one product's when `product` says): its page and product
 * filter in the URL as `history.page`, `history.product`.
 */
export function useMovements() {
  return useListResource(inventoryEndpoints.movements, {
    queryOptions: movementsQueryOptions,
    defaults: HISTORY_DEFAULTS,
    prefix: HISTORY_PREFIX,
  });
}

/** The row after a movement: the moved variant's stock, the product's total and its level. */
function applyMovement(item: InventoryItem, movement: InventoryMovement): InventoryItem {
  if (item.id !== movement.productid) return item;
  const variants = item.variants.map((variant) =>
    variant.id === movement.variantid ? { ...variant, stock: movement.stockafter } : variant,
  );
  const stock =
    movement.variantid === null
      ? movement.stockafter
      : variants.reduce((sum, variant) => sum + variant.stock, 0);
  return { ...item, variants, stock, low: stock <= item.lowstockthreshold };
}

/**
 * Adjusts stock (409 'Stock cannot go below 0' when it would): the list on screen shows the new
 * figure at once, then every list, the history and the products' stock column are fetched again.
 */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('adjust'),
    mutationFn: (body: StockAdjustmentRequest) => callEndpoint(inventoryEndpoints.adjust, { body }),
    onSuccess: (movement) => {
      queryClient.setQueriesData<InventoryList>(
        { queryKey: keys.lists() },
        (page) =>
          page && { ...page, content: page.content.map((item) => applyMovement(item, movement)) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
        queryClient.invalidateQueries({ queryKey: keys.extra('movements') }),
        queryClient.invalidateQueries({ queryKey: resourceKeys('products').lists() }),
      ]);
    },
  });
}

interface SetThresholdVariables {
  /** The product's id. */
  id: string;
  body: ThresholdRequest;
}

/**
 * Saves a product's low-stock threshold (at or below it, the product counts as low): the row
 * answered replaces the one on screen, then the lists refresh.
 */
export function useSetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('threshold'),
    mutationFn: ({ id, body }: SetThresholdVariables) =>
      callEndpoint(inventoryEndpoints.setThreshold, { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueriesData<InventoryList>(
        { queryKey: keys.lists() },
        (page) =>
          page && {
            ...page,
            content: page.content.map((item) => (item.id === saved.id ? saved : item)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
