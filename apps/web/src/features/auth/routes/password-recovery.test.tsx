import type { MessageResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { messages } from '@olivia/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { RecoverPasswordRoute } from './recover-password-route';
import { ResetPasswordRoute } from './reset-password-route';

const ok = { status: 200, message: 'OK' };

/** The reset link's check and the reset answering as given; the tokens checked are recorded. */
function fakeReset(
  check: () => MessageResponse | Response,
  reset: () => MessageResponse | Response = () => ok,
) {
  const checked: string[] = [];
  const api = fakeApi(
    fakeEndpoint(authEndpoints.checkResetLink, ({ query }) => {
      checked.push(query.token ?? '');
      return check();
    }),
    fakeEndpoint(authEndpoints.resetPassword, reset),
  );
  return { ...api, checked };
}

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('password recovery', () => {
  it('sends the reset link and opens the check-your-email page', async () => {
    const api = fakeApi(
      fakeEndpoint(authEndpoints.recoverPassword, () => ({ status: 200, message: 'Sent' })),
    );
    renderAt('/recover-password', <RecoverPasswordRoute />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/recover-password/complete');
    expect(api.of(authEndpoints.recoverPassword)).toMatchObject([
      { body: { email: 'ada@example.com' } },
    ]);
  });

  it('checks the link on opening, then resets the password with its token', async () => {
    const api = fakeReset(() => ok);
    renderAt('/reset-password?token=XYZ', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(api.checked).toEqual(['XYZ']);
    const resets = api.of(authEndpoints.resetPassword);
    expect(api.requests).toEqual([...api.of(authEndpoints.checkResetLink), ...resets]);
    expect(resets[0]?.body).toEqual({ token: 'XYZ', password: 'Fresh1!pass' });
  });

  for (const [state, message] of [
    ['used', messages.resetLinkUsed],
    ['expired', messages.resetLinkExpired],
  ] as const) {
    it(`says a ${state} link is ${state} when the page opens, before asking for a password`, async () => {
      const { requests } = fakeReset(() => jsonResponse(400, { error: message }));
      renderAt('/reset-password?token=OLD', <ResetPasswordRoute />, '/reset-password');

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
        'href',
        '/recover-password',
      );
      expect(requests).toHaveLength(1);
    });
  }

  it('explains a link spent between opening and submitting, and links to a new one', async () => {
    fakeReset(
      () => ok,
      () => jsonResponse(400, { error: messages.resetLinkUsed }),
    );
    renderAt('/reset-password?token=RACED', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetLinkUsed);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('still offers the form when the link cannot be checked (the check is refused)', async () => {
    fakeReset(() => jsonResponse(429, { error: 'Too Many Requests' }));
    renderAt('/reset-password?token=XYZ', <ResetPasswordRoute />, '/reset-password');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a link without a token as invalid, without asking the server', () => {
    const { requests } = fakeReset(() => ok);
    renderAt('/reset-password', <ResetPasswordRoute />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.resetLinkInvalid);
    expect(requests).toHaveLength(0);
  });
});
