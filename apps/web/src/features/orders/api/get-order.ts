import type { OrderDetail } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/orders-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** One order in full: its lines, totals, payment account and timeline. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return callEndpoint(orderEndpoints.get, { params: { id }, signal });
}

/**
 * The order of the detail drawer. A list row lacks the lines and the timeline, so the drawer
 * always reads the order itself.
 */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}
