import type { SubUser, UpdateSubUserRequest } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

export interface UpdateSubUserVariables {
  id: string;
  /** Names, phone, the two flags, or `disabled` to disable (true) or enable (false). */
  body: UpdateSubUserRequest;
}

export function updateSubUser({ id, body }: UpdateSubUserVariables): Promise<SubUser> {
  return callEndpoint(subUserEndpoints.update, { params: { id }, body });
}

export function useUpdateSubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subUserKeys.update(),
    mutationFn: updateSubUser,
    onSuccess: (subUser) => {
      queryClient.setQueryData(subUserKeys.detail(subUser.id), subUser);
      return queryClient.invalidateQueries({ queryKey: subUserKeys.lists() });
    },
  });
}
