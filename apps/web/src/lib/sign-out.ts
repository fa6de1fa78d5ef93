import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { callEndpoint } from './api-client';
import { clearSession } from './session';

/**
 * docs/product/records.md Sign-out: logs out on the server, then clears the session whatever the
 * answer (docs/product/rules.md: a failed logout is treated as success), so the guard shows
 * /sign-in. An already expired token must not turn a deliberate sign-out into a "come back to where
 * you were" redirect.
 */
export async function signOut(): Promise<void> {
  await callEndpoint(authEndpoints.logout, { endSessionOnExpiredToken: false }).catch(
    () => undefined,
  );
  clearSession('signed-out');
}
