import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Deletes the store of the main user; afterwards sign-in fails. */
export async function deleteAccount(): Promise<void> {
  await callEndpoint(authEndpoints.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: accountKeys.deleteAccount(), mutationFn: deleteAccount });
}
