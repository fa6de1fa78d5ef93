import type { MessageResponse, ResetPasswordRequest } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationKey: authKeys.resetPassword(), mutationFn: resetPassword });
}
