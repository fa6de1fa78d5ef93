import type { ChangePasswordRequest, MessageResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return callEndpoint(authEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: accountKeys.changePassword(),
    mutationFn: changePassword,
  });
}
