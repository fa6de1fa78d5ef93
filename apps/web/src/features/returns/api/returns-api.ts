import type { OrderDetail } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import type { UpdateReturnRequest } from '@olivia/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The store's returns of /returned-items/all, from their contract. A new one is only requested:
 * nothing moves until it is received.
 */
export const returnsApi = defineResourceApi('returns', returnEndpoints);
const keys = returnsApi.keys;

/** Newest first, shown on the Recorded column. */
const RETURNS_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /returned-items/all: page, size, sort, search and status in the URL. */
export function useReturns() {
  return returnsApi.useList({ defaults: RETURNS_DEFAULTS });
}

/**
 * What a received return changes besides the returns: the stock, as inventory and products show it.
 */
const STOCK_KEYS = [resourceKeys('inventory').all, resourceKeys('products').all];

export interface UpdateReturnVariables {
  id: string;
  /** received: the units go back into stock (once); rejected: nothing moves. */
  body: UpdateReturnRequest;
}

/** Closes a requested return; a received one restocks, so the stock screens refresh too. */
export function useUpdateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('update'),
    mutationFn: ({ id, body }: UpdateReturnVariables) =>
      callEndpoint(returnEndpoints.update, { params: { id }, body }),
    onSuccess: (saved) =>
      Promise.all(
        [keys.lists(), ...(saved.status === 'received' ? STOCK_KEYS : [])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/**
 * The order with this number, lines included, or null: the list's search finds it (it matches
 * more than numbers, so the exact number is picked), then the order itself brings its lines.
 */
export async function findOrder(number: number): Promise<OrderDetail | null> {
  const page = await callEndpoint(orderEndpoints.list, {
    query: { page: 0, size: 10, q: String(number) },
  });
  const found = page.content.find((order) => order.number === number);
  if (!found) return null;
  return callEndpoint(orderEndpoints.get, { params: { id: found.id } });
}

/** Looks an order up by its number when the merchant asks (a button, not as they type). */
export function useFindOrder() {
  return useMutation({ mutationKey: keys.mutation('findOrder'), mutationFn: findOrder });
}
