import type { DeleteAccountRequest } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Deletes the store of the main user, once the server has checked the password. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await callEndpoint(authEndpoints.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: accountKeys.deleteAccount(), mutationFn: deleteAccount });
}
