import { apiPaths } from '@olivia/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session';

/**
 * SPEC §8: a failed logout is ignored and treated as success. An already expired token must not
 * turn a deliberate sign-out into a "come back to where you were" redirect.
 */
export async function logout(): Promise<void> {
  await apiClient.get(apiPaths.logout, { endSessionOnExpiredToken: false }).catch(() => undefined);
}

/** Logs out on the server, then clears the session (the guard then shows /sign-in). */
export function useLogout() {
  return useMutation({
    mutationKey: queryKeys.account.logout(),
    mutationFn: logout,
    onSettled: () => clearSession('signed-out'),
  });
}
