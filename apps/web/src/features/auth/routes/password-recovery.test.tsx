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
  await user.type(screen.getByLabelText('Password'), password);
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

  it('resets the password with the token of the link', async () => {
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'Reset' }));
    renderAt('/reset-password?token=XYZ', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(requests[0]?.body).toEqual({ token: 'XYZ', password: 'Fresh1!pass' });
  });

  it('explains an expired link and links to a new one', async () => {
    mockFetch(() => jsonResponse(400, { error: messages.resetLinkInvalid }));
    renderAt('/reset-password?token=OLD', <ResetPasswordRoute />, '/reset-password');
    await choosePassword('Fresh1!pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
  });

  it('treats a link without a token as invalid', () => {
    renderAt('/reset-password', <ResetPasswordRoute />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.resetLinkInvalid);
  });
});
