import { inventoryEndpoints } from '@olivia/contracts/orders-endpoints';
import type { InventoryList, InventoryQuery } from '@olivia/contracts/store-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { inventoryKeys } from '../../../lib/inventory-keys';

/** One page of the store's stock levels, a row per product with its variants. */
export function getInventory(query: InventoryQuery, signal?: AbortSignal): Promise<InventoryList> {
  return callEndpoint(inventoryEndpoints.list, { query, signal });
}

/** Lowest stock first: what needs attention at the top. */
const INVENTORY_DEFAULTS = { sort: 'stock', order: 'asc' } as const;

export const inventoryQueryOptions = (query: InventoryQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => getInventory(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /inventory/all: page, size, sort, search and stock level in the URL. */
export function useInventory() {
  return useListResource(inventoryEndpoints.list, {
    queryOptions: inventoryQueryOptions,
    defaults: INVENTORY_DEFAULTS,
  });
}
