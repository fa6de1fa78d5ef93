import { SUB_USER } from '@olivia/contracts/roles';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboard, mockWalletApi } from '../../features/wallet/test/wallet-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { LocationProbe, renderRoutes } from '../../test/render';
import { DashboardScreen } from './dashboard-screen';

const LOGO_PROMPT = 'Add your business logo so customers recognise your store';
const PRODUCTS_PROMPT = 'Add your first products to start selling';

/** The dashboard, answering with the given set-up flags; other screens show their URL. */
function renderDashboard(flags: { setuplogo: boolean; setupproducts: boolean }) {
  mockWalletApi({ dashboard: () => jsonResponse(200, { ...dashboard(), ...flags }) });
  return renderRoutes(
    [
      { path: '/dashboard', Component: DashboardScreen },
      { path: '*', Component: LocationProbe },
    ],
    '/dashboard',
  );
}

/** The dashboard has answered once the balance shows. */
const dashboardLoaded = () => screen.findByText('₦1,500.00');

describe('/dashboard set-up prompts (docs/product/screens.md)', () => {
  beforeEach(() => sessionStorage.clear());

  it('prompts for the logo and for products while the store lacks them; each link goes there', async () => {
    signInAs();
    renderDashboard({ setuplogo: true, setupproducts: true });
    const user = userEvent.setup();
    expect(await screen.findByText(LOGO_PROMPT, { exact: false })).toBeInTheDocument();
    expect(await screen.findByText(PRODUCTS_PROMPT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add products' })).toHaveAttribute(
      'href',
      '/products/all',
    );
    await user.click(screen.getByRole('link', { name: 'Set up logo' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/logo/all');
  });

  it('shows no prompt when the store has a logo and products', async () => {
    signInAs();
    renderDashboard({ setuplogo: false, setupproducts: false });
    await dashboardLoaded();
    expect(screen.queryByText(LOGO_PROMPT, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(PRODUCTS_PROMPT, { exact: false })).not.toBeInTheDocument();
  });

  it('shows each prompt once per session', async () => {
    signInAs();
    const first = renderDashboard({ setuplogo: true, setupproducts: false });
    expect(await screen.findByText(LOGO_PROMPT, { exact: false })).toBeInTheDocument();
    first.unmount();

    renderDashboard({ setuplogo: true, setupproducts: true });
    expect(await screen.findByText(PRODUCTS_PROMPT, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(LOGO_PROMPT, { exact: false })).not.toBeInTheDocument();
  });

  it('shows a main user who is not an agent the set-up screen alone: no dashboard, no prompts', async () => {
    signInAs({ isAgent: false });
    const api = mockWalletApi({
      dashboard: () => jsonResponse(200, { ...dashboard(), setuplogo: true, setupproducts: true }),
    });
    renderRoutes([{ path: '/dashboard', Component: DashboardScreen }], '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Set up your store' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText(LOGO_PROMPT, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText(PRODUCTS_PROMPT, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('₦1,500.00')).not.toBeInTheDocument();
    expect(api.of(walletEndpoints.dashboard)).toHaveLength(0);
  });

  it('does not ask a sub-user, who cannot change the logo, to set it up', async () => {
    signInAs({ userCategory: SUB_USER });
    renderDashboard({ setuplogo: true, setupproducts: true });
    expect(await screen.findByText(PRODUCTS_PROMPT, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(LOGO_PROMPT, { exact: false })).not.toBeInTheDocument();
  });
});
