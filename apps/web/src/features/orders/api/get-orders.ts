import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import type { OrderList, OrdersQuery } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/orders-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** One page of the store's orders. */
export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  return callEndpoint(orderEndpoints.list, { query, signal });
}

/**
 * One page; the previous one stays on screen while the next loads. A From date after the To
 * date is not asked for: the server would refuse it, and the filter already says why.
 */
export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
    enabled: isDateRangeOrdered(query.from, query.to),
  });

/** Newest first unless the URL says otherwise (the Date column shows it). */
const ORDER_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /orders/all: page, size, sort, search, status, from, to and customer in the URL. */
export function useOrders() {
  return useListResource(orderEndpoints.list, {
    queryOptions: ordersQueryOptions,
    defaults: ORDER_DEFAULTS,
  });
}
