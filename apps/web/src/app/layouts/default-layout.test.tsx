import { serverErrors } from '@olivia/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

async function openDashboard(userCategory: 'OLIVIA_USER' | 'OLIVIA_SUB_USER' = 'OLIVIA_USER') {
  signInAs({ userCategory });
  const rendered = renderRoutes(routes, '/dashboard');
  // The first render of a test file loads the lazy layout and its icons.
  await screen.findByRole('heading', { name: 'Hi, Ada' }, { timeout: 5000 });
  return { ...rendered, user: userEvent.setup() };
}

/**
 * The calls a flow made, without the layout's public app-config read (live chat) and the
 * dashboard's own wallet read.
 */
const flowRequests = (requests: RecordedRequest[]) =>
  requests.filter(
    (request) =>
      !request.url.endsWith('/app-config') && !request.url.endsWith('/products/dashboard'),
  );

describe('default layout', () => {
  it('asks before signing out; No keeps the user signed in', async () => {
    const requests = mockFetch(() => jsonResponse(200));
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Are you sure you want to sign out?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flowRequests(requests)).toHaveLength(0);
  });

  it('signs out with Yes, even when the logout call fails', async () => {
    const requests = mockFetch(() => jsonResponse(400, { error: 'Bad Request' }));
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('');
    const [logout] = flowRequests(requests);
    expect(logout).toMatchObject({ method: 'GET', url: '/api/olivia/utils/logout' });
    expect(logout?.headers.get('token')).toBe('token-1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out to a plain /sign-in when the token had already expired', async () => {
    // Only the logout call finds the token expired (the dashboard's own read still succeeds).
    mockFetch((request) =>
      request.url.endsWith('/utils/logout')
        ? jsonResponse(401, { error: serverErrors.tokenMissing })
        : jsonResponse(200),
    );
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers Delete account to the main user only', async () => {
    const { user } = await openDashboard('OLIVIA_SUB_USER');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('deletes the account after confirmation and goes to /sign-in', async () => {
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'Deleted' }));
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Account deletion successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(flowRequests(requests)[0]?.url).toBe('/api/olivia/utils/delete');
  });

  it('toasts a failed deletion and stays signed in', async () => {
    mockFetch(() => jsonResponse(400, { error: 'Nope' }));
    const { user, router } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens the change-password dialog from Settings', async () => {
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });
});
