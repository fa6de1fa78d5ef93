import { apiPaths } from '@olivia/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes the store of the main user; afterwards sign-in fails. */
export async function deleteAccount(): Promise<void> {
  await apiClient.get(apiPaths.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: queryKeys.account.deleteAccount(), mutationFn: deleteAccount });
}
