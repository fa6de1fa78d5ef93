import { useEffect } from 'react';
import { clearSession } from '../../../lib/session';
import { dashboardFailureOf } from './dashboard-failure';

/**
 * Applies SPEC §8's rule to a failed dashboard call: the session ends and the signed-in guard
 * sends the user to /sign-in (remembering the dashboard). The retry screen is the wallet
 * panel's own.
 */
export function useDashboardFailure(error: unknown): void {
  const failure = dashboardFailureOf(error);
  useEffect(() => {
    if (failure === 'sign-in') clearSession('expired');
  }, [failure]);
}
