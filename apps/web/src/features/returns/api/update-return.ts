import { returnEndpoints } from '@olivia/contracts/orders-endpoints';
import type { Return, UpdateReturnRequest } from '@olivia/contracts/store-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { inventoryKeys } from '../../../lib/inventory-keys';
import { returnKeys } from './return-keys';

export interface UpdateReturnVariables {
  id: string;
  /** received: the units go back into stock (once); rejected: nothing moves. */
  body: UpdateReturnRequest;
}

export function updateReturn({ id, body }: UpdateReturnVariables): Promise<Return> {
  return callEndpoint(returnEndpoints.update, { params: { id }, body });
}

/** Closes a requested return; a received one restocks, so the stock screens refresh too. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: returnKeys.update(),
    mutationFn: updateReturn,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
        ...(saved.status === 'received'
          ? [queryClient.invalidateQueries({ queryKey: inventoryKeys.all })]
          : []),
      ]),
  });
}
