import type { SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failFetch, jsonResponse } from '../../../test/fetch-mock';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { signInAs, signInResponse, storedAda } from '../../../test/fixtures';
import { SignInPage } from './sign-in-page';

/** The page at `url` (its own document: no router); where it sends the browser is recorded. */
function open(url = '/sign-in') {
  window.history.replaceState(null, '', url);
  const leave = vi.fn<(path: string) => void>();
  render(<SignInPage leave={leave} />);
  return leave;
}

/** The sign-in endpoint answering `answer` (by default, Ada signed in). */
const fakeSignIn = (answer: () => SignInResponse | Response = () => signInResponse()) =>
  fakeApi(fakeEndpoint(authEndpoints.signIn, answer));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('shows the server error', async () => {
    fakeSignIn(() => jsonResponse(401, { error: 'Incorrect email or password' }));
    open();

    await fillAndSubmit('ada@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the connection message when the server cannot be reached', async () => {
    failFetch();
    open();
    await fillAndSubmit('ada@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check your internet connection and try again',
    );
  });

  it('validates before calling the server', async () => {
    const { requests } = fakeSignIn();
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it("clears a field's error as soon as it is typed in (docs/product/rules.md)", async () => {
    fakeSignIn();
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getAllByText('Field is required')).toHaveLength(1);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Field is required',
    );
  });

  it('stores the session and returns to the remembered origin', async () => {
    const api = fakeSignIn();
    const leave = open('/sign-in?from=%2Forders%2Fall');

    await fillAndSubmit('Ada@Example.com', 'Secret1!');

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/orders/all'));
    expect(api.of(authEndpoints.signIn)[0]?.body).toEqual({
      username: 'ada@example.com',
      password: 'Secret1!',
    });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(storedAda);
    expect(localStorage.getItem('accountNumber')).toBe('0123456789');
    // docs/product/client-settings.md: the store's address is kept as `url`, in local storage and
    // in a cookie.
    expect(localStorage.getItem('url')).toBe('https://ada.example.com');
    expect(document.cookie).toContain('business-email=ada%40example.com');
  });

  it('goes to the dashboard without an origin, and refuses an outside one', async () => {
    fakeSignIn();
    const leave = open('/sign-in?from=%2F%2Fevil.example');
    await fillAndSubmit('ada@example.com', 'Secret1!');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('sends someone already signed in to the dashboard instead of the form', async () => {
    signInAs();
    const leave = open('/sign-in?from=%2Forders%2Fall');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
