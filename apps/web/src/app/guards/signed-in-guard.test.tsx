import { serverErrors } from '@olivia/contracts/messages';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { callEndpoint } from '../../lib/api-client';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

const currentUrl = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('signed-in guard', () => {
  it('sends a visitor to /sign-in, remembering the origin', async () => {
    const { router } = renderRoutes(routes, '/orders/all?page=2');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent('/orders/all?page=2')}`);
  });

  it('shows the screen to a signed-in user', async () => {
    signInAs({ firstname: 'Ada' });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hi, Ada' })).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Ada Stores. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('returns to /sign-in with the origin when the server forgets the token', async () => {
    signInAs();
    const { router } = renderRoutes(routes, '/products/all');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    mockFetch(() => jsonResponse(401, { error: serverErrors.tokenMissing }));

    const body = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-08T23:59:00.000Z' };
    await act(() => callEndpoint(walletEndpoints.dashboard, { body }).catch(() => undefined));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe(`/sign-in?from=${encodeURIComponent('/products/all')}`);
  });
});
