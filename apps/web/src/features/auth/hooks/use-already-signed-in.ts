import { useState } from 'react';
import { useSession } from '../../../lib/session';

/**
 * Whether someone was already signed in when they opened this page. Read once, on arrival: a
 * sign-in made on the page itself must go on to its own destination (the remembered origin).
 */
export function useAlreadySignedIn(): boolean {
  const [signedIn] = useState(() => useSession.getState().user !== null);
  return signedIn;
}
