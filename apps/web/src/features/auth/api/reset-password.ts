import { apiPaths } from '@olivia/contracts/api-paths';
import {
  MessageResponseSchema,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@olivia/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiClient.post(apiPaths.resetPassword, body, { schema: MessageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationKey: queryKeys.auth.resetPassword(), mutationFn: resetPassword });
}
