import { apiPaths } from '@olivia/contracts/api-paths';
import {
  MessageResponseSchema,
  type MessageResponse,
  type RecoverPasswordRequest,
} from '@olivia/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function recoverPassword(body: RecoverPasswordRequest): Promise<MessageResponse> {
  return apiClient.post(apiPaths.recoverPassword, body, { schema: MessageResponseSchema });
}

export function useRecoverPassword() {
  return useMutation({
    mutationKey: queryKeys.auth.recoverPassword(),
    mutationFn: recoverPassword,
  });
}
