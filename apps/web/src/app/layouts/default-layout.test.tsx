import { serverErrors } from '@olivia/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { fakeEndpoint } from '../../test/fake-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';
import { mockDashboardApi } from '../routes/test/dashboard-api';

type Answer = () => Response;
const ok: Answer = () => jsonResponse(200, { status: 200, message: 'OK' });

/**
 * The dashboard's API, and the account menu's logout and deletion answered by `logout` and
 * `remove`; `of(endpoint)` lists the calls a flow made.
 */
const mockShellApi = ({ logout = ok, remove = ok }: { logout?: Answer; remove?: Answer } = {}) =>
  mockDashboardApi(
    {},
    fakeEndpoint(authEndpoints.logout, () => logout()),
    fakeEndpoint(authEndpoints.deleteAccount, () => remove()),
  );

async function openDashboard(userCategory: 'OLIVIA_USER' | 'OLIVIA_SUB_USER' = 'OLIVIA_USER') {
  signInAs({ userCategory });
  const rendered = renderRoutes(routes, '/dashboard');
  // The first render of a test file loads the lazy layout and its icons.
  await screen.findByRole('heading', { name: 'Hi, Ada' }, { timeout: 5000 });
  return { ...rendered, user: userEvent.setup() };
}

describe('default layout', () => {
  it('asks before signing out; No keeps the user signed in', async () => {
    const api = mockShellApi();
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(authEndpoints.logout)).toHaveLength(0);
  });

  it('signs out with Yes, even when the logout call fails', async () => {
    const api = mockShellApi({ logout: () => jsonResponse(400, { error: 'Bad Request' }) });
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('');
    const [logout] = api.of(authEndpoints.logout);
    expect(logout).toMatchObject({ method: 'GET', url: '/api/olivia/utils/logout' });
    expect(logout?.headers.get('token')).toBe('token-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('url')).toBeNull();
  });

  it("goes to /sign-in when the dashboard answers 'Bad Request' (docs/product/rules.md)", async () => {
    mockDashboardApi({ dashboard: () => jsonResponse(400, { error: 'Bad Request' }) });
    signInAs();
    const { router } = renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByText(/Unable to load your wallet/)).not.toBeInTheDocument();
  });

  it('signs out to a plain /sign-in when the token had already expired', async () => {
    // Only the logout call finds the token expired (the dashboard's own read still succeeds).
    mockShellApi({ logout: () => jsonResponse(401, { error: serverErrors.tokenMissing }) });
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers Delete account to the main user only', async () => {
    const { user } = await openDashboard('OLIVIA_SUB_USER');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('deletes the account once the password is given, and goes to /sign-in', async () => {
    const api = mockShellApi({
      remove: () => jsonResponse(200, { status: 200, message: 'Deleted' }),
    });
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
    // ADR 0009: Yes stays disabled until something is typed.
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(api.of(authEndpoints.deleteAccount)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'Kettle#Blue42');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Account deletion successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.of(authEndpoints.deleteAccount)[0]).toMatchObject({
      method: 'POST',
      url: '/api/olivia/utils/delete',
      body: { password: 'Kettle#Blue42' },
    });
  });

  it('keeps the store on a wrong password, says so under the field, and stays signed in', async () => {
    mockShellApi({ remove: () => jsonResponse(400, { error: 'wrong password provided' }) });
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Not#MyPass1');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.type(within(dialog).getByLabelText('Your password'), 'x');
    expect(within(dialog).queryByText('Incorrect password')).not.toBeInTheDocument();
  });

  it('says when deletion is locked after too many guesses, or fails otherwise', async () => {
    let answer = () =>
      jsonResponse(429, { error: 'Too many attempts. Try again in a few minutes.' });
    mockShellApi({ remove: () => answer() });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Kettle#Blue42');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a few minutes.',
    );

    answer = () => jsonResponse(400, { error: 'Nope' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Failed to delete account')).toBeInTheDocument();
  });

  it('empties the password when the dialog is closed with No and opened again', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText('Your password'), 'Kettle#Blue42');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('');
  });

  it('opens the change-password dialog from Settings', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });
});
