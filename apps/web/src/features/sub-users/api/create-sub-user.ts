import type { CreateSubUserRequest, SubUser } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

/** Without a password the server invites the sub-user: an e-mail with a set-password link. */
export function createSubUser(body: CreateSubUserRequest): Promise<SubUser> {
  return callEndpoint(subUserEndpoints.create, { body });
}

export function useCreateSubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subUserKeys.create(),
    mutationFn: createSubUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subUserKeys.lists() }),
  });
}
