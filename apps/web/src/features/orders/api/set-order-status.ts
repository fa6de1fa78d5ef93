import type {
  Order,
  OrderDetail,
  OrderList,
  UpdateOrderStatusRequest,
} from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/orders-endpoints';
import { OrderSchema } from '@olivia/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export interface SetOrderStatusVariables {
  id: string;
  body: UpdateOrderStatusRequest;
}

/** One move of the workflow (ORDER_MOVES); the server answers 409 for any other. */
export function setOrderStatus({ id, body }: SetOrderStatusVariables): Promise<OrderDetail> {
  return callEndpoint(orderEndpoints.setStatus, { params: { id }, body });
}

/** The list row of an order detail: the detail's extra fields left out. */
const rowOf = (order: OrderDetail): Order => OrderSchema.parse(order);

/**
 * Moves an order. The answer is the order as it now is: the drawer shows it at once, every
 * cached list page holding the order shows its new status, then the lists are fetched again
 * (a status filter may no longer match it).
 */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.setStatus(),
    mutationFn: setOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      const row = rowOf(order);
      queryClient.setQueriesData<OrderList>(
        { queryKey: orderKeys.lists() },
        (page) =>
          page && {
            ...page,
            content: page.content.map((item) => (item.id === row.id ? row : item)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
