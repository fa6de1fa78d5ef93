import { inventoryEndpoints } from '@olivia/contracts/orders-endpoints';
import type { MovementList, MovementsQuery } from '@olivia/contracts/store-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { inventoryKeys } from '../../../lib/inventory-keys';

/** The URL prefix of the history's query: it sits over the inventory list's own. */
export const HISTORY_PREFIX = 'history';

/** One page of stock movements, newest first; one product's when `product` says. */
export function getMovements(query: MovementsQuery, signal?: AbortSignal): Promise<MovementList> {
  return callEndpoint(inventoryEndpoints.movements, { query, signal });
}

/** Newest first, shown on the Date column. */
const HISTORY_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

export const movementsQueryOptions = (query: MovementsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.movementList(query),
    queryFn: ({ signal }) => getMovements(query, signal),
    placeholderData: keepPreviousData,
  });

/** The stock history: its page and product filter in the URL as `history.page`, `history.product`. */
export function useMovements() {
  return useListResource(inventoryEndpoints.movements, {
    queryOptions: movementsQueryOptions,
    defaults: HISTORY_DEFAULTS,
    prefix: HISTORY_PREFIX,
  });
}
