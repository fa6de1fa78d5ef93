import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { signInStepEndpoints } from '@olivia/contracts/sign-in-step-endpoints';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInResponse } from '../../../test/fixtures';
import { SignInPage } from './sign-in-page';

const challenge = { secondfactor: 'code' as const, challenge: 'c-1', expiresin: 300 };

async function passwordStep() {
  window.history.replaceState(null, '', '/sign-in');
  const leave = vi.fn<(path: string) => void>();
  render(<SignInPage leave={leave} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Olivia#Demo26');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { user, leave };
}

describe('sign-in second step (ADR 0040)', () => {
  it('asks the code after the password and signs in with it', async () => {
    const api = fakeApi(
      fakeEndpoint(authEndpoints.signIn, () => challenge),
      fakeEndpoint(signInStepEndpoints.signInCode, () => signInResponse()),
    );
    const { user, leave } = await passwordStep();
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
    expect(api.of(signInStepEndpoints.signInCode)[0]?.body).toEqual({
      challenge: 'c-1',
      code: '123456',
    });
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('takes a recovery code instead, and shows a wrong code under the form', async () => {
    fakeApi(
      fakeEndpoint(authEndpoints.signIn, () => challenge),
      fakeEndpoint(signInStepEndpoints.signInCode, () =>
        jsonResponse(400, {
          error: 'That code is not right. Check your authenticator app and try again',
        }),
      ),
    );
    const { user, leave } = await passwordStep();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    expect(leave).not.toHaveBeenCalled();
  });

  it('goes back to the password when the challenge is over', async () => {
    fakeApi(
      fakeEndpoint(authEndpoints.signIn, () => challenge),
      fakeEndpoint(signInStepEndpoints.signInCode, () =>
        jsonResponse(401, {
          error: 'Your sign-in took too long. Enter your email and password again',
        }),
      ),
    );
    const { user } = await passwordStep();
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in took too long');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
