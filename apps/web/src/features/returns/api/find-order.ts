import type { OrderDetail } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/orders-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

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
  return useMutation({ mutationKey: returnKeys.findOrder(), mutationFn: findOrder });
}
