import type { MessageResponse, RecoverPasswordRequest } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

export function recoverPassword(body: RecoverPasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.recoverPassword, { body });
}

export function useRecoverPassword() {
  return useMutation({
    mutationKey: authKeys.recoverPassword(),
    mutationFn: recoverPassword,
  });
}
