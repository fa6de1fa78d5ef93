import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '../../lib/sign-in-redirect';
import { useSession } from '../../lib/session';

/**
 * Signed-in routes: without a session, go to /sign-in remembering the origin in `?from=`.
 * It also reacts to the session ending (sign-out, deletion, an expired token), so those flows
 * only clear the session. A deliberate sign-out does not remember the origin.
 */
export function SignedInGuard() {
  const user = useSession((state) => state.user);
  const endReason = useSession((state) => state.endReason);
  const location = useLocation();

  if (!user) {
    const from =
      endReason === 'signed-out'
        ? undefined
        : `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath(from)} replace />;
  }
  return <Outlet />;
}
