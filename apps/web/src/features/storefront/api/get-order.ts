import { ORDER_TOKEN_HEADER, type PublicOrder } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/** How often an unpaid order is asked again, so the receipt turns paid on its own. */
export const ORDER_POLL_MS = 3_000;

/** What opens an order: its id and its secret (kept by this browser, or from the e-mail link). */
export interface OrderAccess {
  id: string;
  token: string;
}

/** The order's id as a path parameter and its secret in the `ordertoken` header. */
export function orderAccessOptions(access: OrderAccess, signal?: AbortSignal) {
  return { params: { id: access.id }, headers: { [ORDER_TOKEN_HEADER]: access.token }, signal };
}

/** The order as its customer sees it; 404 when the secret does not open it. */
export function getOrder(access: OrderAccess, signal?: AbortSignal): Promise<PublicOrder> {
  return callEndpoint(storefrontEndpoints.order, orderAccessOptions(access, signal));
}

/** Whether the customer still has to pay into the order's account. */
export const isAwaitingPayment = (order: PublicOrder | undefined) =>
  order !== undefined && order.orderStatus === 'pending' && order.payment !== null;

export const orderQueryOptions = (access: OrderAccess) =>
  queryOptions({
    queryKey: storefrontKeys.order(access.id),
    queryFn: ({ signal }) => getOrder(access, signal),
    staleTime: 0,
    // Asked again every few seconds until the payment arrives, then left alone.
    refetchInterval: (query) => (isAwaitingPayment(query.state.data) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** The receipt's order; nothing is asked without a secret (null). */
export function useOrder(id: string, token: string | null) {
  return useQuery({ ...orderQueryOptions({ id, token: token ?? '' }), enabled: token !== null });
}
