import { returnEndpoints } from '@olivia/contracts/orders-endpoints';
import type { CreateReturnRequest, Return } from '@olivia/contracts/store-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** A return of some units of one order line, as requested; nothing moves until received. */
export function createReturn(body: CreateReturnRequest): Promise<Return> {
  return callEndpoint(returnEndpoints.create, { body });
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: returnKeys.create(),
    mutationFn: createReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
  });
}
