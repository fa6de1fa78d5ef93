import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';

async function submitChange(oldPassword = 'Old1!pass', newPassword = 'N3w!pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Old password'), oldPassword);
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm new password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

/** The change-password endpoint answered by `answer`, and the logout that Done ends with. */
const fakePasswordApi = (answer: () => Response | Promise<Response>) =>
  fakeApi(
    fakeEndpoint(authEndpoints.changePassword, answer),
    fakeEndpoint(authEndpoints.logout, () => ({ status: 200, message: 'ok' })),
  );

function renderDialog(onClose = vi.fn()) {
  signInAs();
  renderAt('/dashboard', <ChangePasswordDialog open onClose={onClose} />);
  return onClose;
}

describe('change-password dialog', () => {
  it('puts a wrong old password under the old-password field, and typing clears it', async () => {
    fakePasswordApi(() => jsonResponse(400, { error: 'Wrong Password Provided' }));
    renderDialog();
    const user = await submitChange();

    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Old password'), 'x');
    expect(screen.queryByText('Incorrect password')).not.toBeInTheDocument();
  });

  it('shows Password recovery failed for any other error', async () => {
    fakePasswordApi(() => jsonResponse(400, { error: 'Something else' }));
    renderDialog();
    await submitChange();
    expect(await screen.findByRole('alert')).toHaveTextContent('Password recovery failed');
  });

  it('shows No Server Response when the server cannot be reached', async () => {
    fakePasswordApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderDialog();
    await submitChange();
    expect(await screen.findByRole('alert')).toHaveTextContent('No Server Response');
  });

  it('refuses a new password equal to the old one without calling the server', async () => {
    const { requests } = fakePasswordApi(() => jsonResponse(200, { status: 200, message: 'ok' }));
    renderDialog();
    await submitChange('Same1!pass', 'Same1!pass');
    expect(
      await screen.findByText('New password must be different from old password'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows success, and Done closes the dialog and ends the session', async () => {
    const api = fakePasswordApi(() =>
      jsonResponse(200, { status: 200, message: 'Password changed' }),
    );
    const onClose = renderDialog();
    const user = await submitChange();

    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(api.of(authEndpoints.changePassword)[0]?.body).toEqual({
      oldpassword: 'Old1!pass',
      newpassword: 'N3w!pass',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(useSession.getState()).toEqual({ user: null, endReason: 'signed-out' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
