import { apiPaths } from '@olivia/contracts/api-paths';
import {
  MessageResponseSchema,
  type ChangePasswordRequest,
  type MessageResponse,
} from '@olivia/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiClient.put(apiPaths.changePassword, body, { schema: MessageResponseSchema });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: queryKeys.account.changePassword(),
    mutationFn: changePassword,
  });
}
