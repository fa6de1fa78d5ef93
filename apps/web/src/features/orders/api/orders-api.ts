import type { BulkOrderStatusRequest } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import {
  OrderSchema,
  type Order,
  type OrderDetail,
  type OrderList,
  type UpdateOrderStatusRequest,
} from '@olivia/contracts/orders';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderRefundRequest } from '@olivia/contracts/order-refunds';
import type { TransferValidationRequest } from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { isDateRangeOrdered } from '@olivia/contracts/wallet';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The store's orders of /orders/all, from their contract. A From date after the To date is not
 * asked for: the server would refuse it, and the filter already says why.
 */
export const ordersApi = defineResourceApi('orders', orderEndpoints, {
  listEnabled: (query) => isDateRangeOrdered(query.from, query.to),
});
const keys = ordersApi.keys;

/** Newest first unless the URL says otherwise (the Date column shows it). */
const ORDER_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /orders/all: page, size, sort, search, status, from, to and customer in the URL. */
export function useOrders() {
  return ordersApi.useList({ defaults: ORDER_DEFAULTS });
}

/**
 * The order of the detail drawer. A list row lacks the lines and the timeline, so the drawer
 * always reads the order itself (not the kit's `useOne`, which starts from the row).
 */
export function useOrder(id: string) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.get, { params: { id }, signal }),
  });
}

/**
 * The name of the customer the list is narrowed to, for its chip: from the orders on screen
 * when they show it (`rows`, once loaded), else asked of the server.
 */
export function useOrderCustomerName(id: string | undefined, rows: readonly Order[] | undefined) {
  const known = rows?.find((order) => order.customer.id === id)?.customer.name;
  const customer = useQuery({
    queryKey: keys.extra('customer', id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(customerEndpoints.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined && rows !== undefined && known === undefined,
    staleTime: Infinity,
  });
  return known ?? customer.data?.name;
}

/** Cancelling an unpaid order gives its stock back, so a move refreshes the stock screens too. */
const refreshStock = (client: QueryClient) =>
  Promise.all(
    [resourceKeys('inventory').all, resourceKeys('products').all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );

export interface SetOrderStatusVariables {
  id: string;
  body: UpdateOrderStatusRequest;
}

/** The list row of an order detail: the detail's extra fields left out. */
const rowOf = (order: OrderDetail): Order => OrderSchema.parse(order);

/**
 * Moves an order, one move of the workflow (ORDER_MOVES; the server answers 409 for any other).
 * The answer is the order as it now is: the drawer shows it at once, every cached list page
 * holding the order shows its new status, then the lists are fetched again (a status filter may
 * no longer match it).
 */
export function useSetOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('setStatus'),
    mutationFn: ({ id, body }: SetOrderStatusVariables) =>
      callEndpoint(orderEndpoints.setStatus, { params: { id }, body }),
    onSuccess: (order) => {
      client.setQueryData(keys.detail(order.id), order);
      const row = rowOf(order);
      client.setQueriesData<OrderList>(
        { queryKey: keys.lists() },
        (page) =>
          page && {
            ...page,
            content: page.content.map((item) => (item.id === row.id ? row : item)),
          },
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.lists() }),
        refreshStock(client),
      ]);
    },
  });
}

/**
 * The same move for the selected orders (the list's bulk actions); each is done or refused with
 * its reason. Then the lists and orders are fetched again.
 */
export function useSetOrdersStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('bulkStatus'),
    mutationFn: (body: BulkOrderStatusRequest) => callEndpoint(bulkEndpoints.orderStatus, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.lists() }),
        client.invalidateQueries({ queryKey: keys.details() }),
        refreshStock(client),
      ]),
  });
}

/** The order's refunds and what is left to refund (ADR 0033). */
export function useOrderRefunds(id: string) {
  return useQuery({
    queryKey: keys.extra('refunds', id),
    queryFn: ({ signal }) => callEndpoint(orderEndpoints.refunds, { params: { id }, signal }),
  });
}

/**
 * Money back on an order; the answer is its refunds as they now stand. The order itself (its
 * status may now be refunded), the lists and the wallet's screens are fetched again.
 */
export function useRefundOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('refund'),
    mutationFn: (body: OrderRefundRequest) =>
      callEndpoint(orderEndpoints.refund, { params: { id }, body }),
    onSuccess: (refunds) => {
      client.setQueryData(keys.extra('refunds', id), refunds);
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.detail(id) }),
        client.invalidateQueries({ queryKey: keys.lists() }),
        client.invalidateQueries({ queryKey: resourceKeys('transactions').all }),
      ]);
    },
  });
}

/** The banks a refund by transfer can go to (the transfers' list). */
export function usePayoutBanks(enabled: boolean) {
  return useQuery({
    queryKey: keys.extra('payout-banks'),
    queryFn: ({ signal }) => callEndpoint(transferEndpoints.banks, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Name enquiry and fee for a refund by transfer: the quote whose `ref` the refund then sends. */
export function useRefundAccountCheck() {
  return useMutation({
    mutationFn: (body: TransferValidationRequest) =>
      callEndpoint(transferEndpoints.validate, { body }),
  });
}
