import type { MessageResponse } from '@olivia/contracts/auth';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

/** Removes the sub-user for good; their sessions end. */
export function removeSubUser(id: string): Promise<MessageResponse> {
  return callEndpoint(subUserEndpoints.remove, { params: { id } });
}

export function useRemoveSubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subUserKeys.remove(),
    mutationFn: removeSubUser,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: subUserKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: subUserKeys.lists() });
    },
  });
}
