import { useEffect } from 'react';
import { clearSession } from '../../../lib/session';
import { SETTINGS_ACTIONS, useSettingsModal } from '../../../lib/settings-modal';
import { dashboardFailureOf } from './dashboard-failure';

/**
 * Applies docs/product/rules.md's rule to a failed dashboard call: the session ends and the
 * signed-in guard sends the user to /sign-in (remembering the dashboard); 'Password Change for User
 * is due....' opens the PIN step (docs/product/records.md: the personal PIN flow, whose step 5 is
 * the new PIN, after the old one). The retry screen is the wallet panel's own.
 */
export function useDashboardFailure(error: unknown): void {
  const failure = dashboardFailureOf(error);
  useEffect(() => {
    if (failure === 'sign-in') clearSession('expired');
    if (failure === 'pin-step') useSettingsModal.getState().open(SETTINGS_ACTIONS.resetPersonalPin);
  }, [failure]);
}
