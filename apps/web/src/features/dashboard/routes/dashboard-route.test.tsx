import { serverErrors } from '@olivia/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SETTINGS_ACTIONS, useSettingsModal } from '../../../lib/settings-modal';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { dashboardFailureOf } from '../hooks/dashboard-failure';
import { DashboardRoute } from './dashboard-route';

const answer = (status: number, text: string) => new ApiError(status, text);

describe('the dashboard after a failed dashboard call (docs/product/rules.md)', () => {
  it("ends the session on 'Bad Request', so the guard goes to /sign-in", async () => {
    signInAs();
    renderAt('/dashboard', <DashboardRoute dashboardError={answer(400, 'Bad Request')} />);
    await waitFor(() =>
      expect(useSession.getState()).toEqual({ user: null, endReason: 'expired' }),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays on a network error, where the wallet panel offers Retry', async () => {
    signInAs();
    renderAt(
      '/dashboard',
      <DashboardRoute dashboardError={new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true)} />,
    );
    expect(await screen.findByRole('heading', { name: 'Hi, Ada' })).toBeInTheDocument();
    expect(useSession.getState().user).not.toBeNull();
  });

  it('opens the PIN step when the password is due for a change, keeping the session', async () => {
    signInAs();
    useSettingsModal.getState().close();
    renderAt(
      '/dashboard',
      <DashboardRoute dashboardError={answer(403, serverErrors.passwordChangeDue)} />,
    );
    await waitFor(() =>
      expect(useSettingsModal.getState().step).toBe(SETTINGS_ACTIONS.resetPersonalPin),
    );
    expect(useSession.getState().user).not.toBeNull();
    useSettingsModal.getState().close();
  });

  it('sorts each failure as docs/product/rules.md says', () => {
    expect(dashboardFailureOf(undefined)).toBeNull();
    expect(dashboardFailureOf(null)).toBeNull();
    expect(dashboardFailureOf(answer(400, serverErrors.badRequest))).toBe('sign-in');
    expect(dashboardFailureOf(answer(500, 'Internal Server Error'))).toBe('sign-in');
    expect(dashboardFailureOf(answer(403, serverErrors.passwordChangeDue))).toBe('pin-step');
    expect(dashboardFailureOf(new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, true))).toBe(
      'retry',
    );
    expect(dashboardFailureOf(answer(200, INVALID_RESPONSE_MESSAGE))).toBe('retry');
  });
});
