import type { BulkOrderStatusRequest, BulkResult } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The same move for the selected orders; each is done or refused with its reason. */
export function setOrdersStatus(body: BulkOrderStatusRequest): Promise<BulkResult> {
  return callEndpoint(bulkEndpoints.orderStatus, { body });
}

/** Moves the selected orders (the list's bulk actions), then fetches the lists and orders again. */
export function useSetOrdersStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.bulkStatus(),
    mutationFn: setOrdersStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
      ]),
  });
}
