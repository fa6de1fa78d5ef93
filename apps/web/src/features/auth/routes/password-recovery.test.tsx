import { messages } from '@olivia/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { RecoverPasswordRoute } from './recover-password-route';
import { ResetPasswordRoute } from './reset-password-route';

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('password recovery', () => {
  it('sends the reset link and opens the check-your-email page', async () => {
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'Sent' }));
    renderAt('/recover-password', <RecoverPasswordRoute />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/recover-password/complete');
    expect(requests[0]).toMatchObject({
      url: '/api/olivia/recover-password',
      body: { email: 'ada@example.com' },
    });
  });

  it('checks the link on opening, then resets the password with its token', async () => {
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'OK' }));
    renderAt('/reset-password?token=XYZ', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/olivia/reset-password/check?token=XYZ'],
      ['POST', '/api/olivia/reset-password'],
    ]);
    expect(requests[1]?.body).toEqual({ token: 'XYZ', password: 'Fresh1!pass' });
  });

  for (const [state, message] of [
    ['used', messages.resetLinkUsed],
    ['expired', messages.resetLinkExpired],
  ] as const) {
    it(`says a ${state} link is ${state} when the page opens, before asking for a password`, async () => {
      const requests = mockFetch(() => jsonResponse(400, { error: message }));
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
    mockFetch((request) =>
      request.method === 'GET'
        ? jsonResponse(200, { status: 200, message: 'OK' })
        : jsonResponse(400, { error: messages.resetLinkUsed }),
    );
    renderAt('/reset-password?token=RACED', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetLinkUsed);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('still offers the form when the link cannot be checked (the check is refused)', async () => {
    mockFetch(() => jsonResponse(429, { error: 'Too Many Requests' }));
    renderAt('/reset-password?token=XYZ', <ResetPasswordRoute />, '/reset-password');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats a link without a token as invalid, without asking the server', () => {
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'OK' }));
    renderAt('/reset-password', <ResetPasswordRoute />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.resetLinkInvalid);
    expect(requests).toHaveLength(0);
  });
});
