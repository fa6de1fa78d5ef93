import { useQueryClient } from '@tanstack/react-query';
import type { ReceivedMessage } from '../../../lib/realtime/frames';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { ordersApi } from '../api/orders-api';

/**
 * docs/product/records.md: store events whose type contains 'order' (placed, paid, expired…), and
 * 'credit' ones (a payment may complete an order).
 */
const touchesOrders = ({ type }: ReceivedMessage) =>
  type.includes('order') || type.includes('credit');

/**
 * /orders/all on the store's channel: a new or changed order shows without a reload. The lists
 * and any open order are fetched again; after a reconnect too, since events were missed.
 */
export function useOrdersLive(): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: ordersApi.keys.lists() });
    void queryClient.invalidateQueries({ queryKey: ordersApi.keys.details() });
  };
  useRealtime({
    onMessage: (message) => {
      if (touchesOrders(message)) refetch();
    },
    onReconnect: refetch,
  });
}
