import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSettingsModal } from '../../../lib/settings-modal';
import { HorizontalNav } from './horizontal-nav';

function renderNav() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <HorizontalNav /> },
      { path: '/orders/all', element: <p>orders screen</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('HorizontalNav', () => {
  beforeEach(async () => {
    await initI18n();
    useSession.setState({
      user: {
        firstname: 'Ada',
        businessname: 'Ada Stores',
        email: 'ada@example.com',
        userCategory: 'OLIVIA_USER',
        allowsubusertransfer: false,
        currency: 'NGN',
      },
      endReason: null,
    });
  });

  it('lays out the sidebar entries in a bar; links navigate and actions open their modal', async () => {
    const router = renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Funds Transfer' }));
    expect(useSettingsModal.getState().step).toBe(0);
    await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/orders/all');
  });

  it('opens a group as a menu of its entries', async () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Transactions' }));
    expect(await screen.findByRole('menuitem', { name: 'Success rate' })).toBeInTheDocument();
  });
});
