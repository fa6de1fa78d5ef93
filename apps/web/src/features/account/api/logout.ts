import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { accountKeys } from './account-keys';

/**
 * SPEC §8: a failed logout is ignored and treated as success. An already expired token must not
 * turn a deliberate sign-out into a "come back to where you were" redirect.
 */
export async function logout(): Promise<void> {
  await callEndpoint(authEndpoints.logout, { endSessionOnExpiredToken: false }).catch(
    () => undefined,
  );
}

/** Logs out on the server, then clears the session (the guard then shows /sign-in). */
export function useLogout() {
  return useMutation({
    mutationKey: accountKeys.logout(),
    mutationFn: logout,
    onSettled: () => clearSession('signed-out'),
  });
}
