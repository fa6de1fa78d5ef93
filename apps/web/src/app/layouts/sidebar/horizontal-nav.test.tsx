import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useSession, type StoredUser } from '../../../lib/session';
import { useSettingsModal } from '../../../lib/settings-modal';
import { storedAda } from '../../../test/fixtures';
import { HorizontalNav } from './horizontal-nav';

const ada: StoredUser = storedAda;

function renderNav(user: StoredUser = ada) {
  useSession.setState({ user, endReason: null });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <HorizontalNav /> },
      { path: '/orders/all', element: <HorizontalNav /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return { router, nav, user: userEvent.setup() };
}

const topLevel = (nav: HTMLElement) =>
  within(within(nav).getByRole('list'))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === nav);

describe('HorizontalNav', () => {
  beforeEach(async () => {
    await initI18n();
  });

  it('groups the fifty sidebar entries into a few menus, as Vristo does', () => {
    const { nav } = renderNav();
    expect(topLevel(nav).map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Store',
      'Sales',
      'Money',
      'Marketing',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('opens a section as a menu; a link navigates and marks its section', async () => {
    const { nav, router, user } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Sales' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/orders/all');
    expect(within(nav).getByRole('button', { name: 'Sales' }).className).toContain('text-primary');
  });

  it('puts groups under their heading and actions in the Money menu', async () => {
    const { nav, user } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Money' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Transactions')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Success rate' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Funds Transfer' }));
    expect(useSettingsModal.getState().step).toBe(0);
  });

  it('offers the Settings entries, the main-user ones to the main user only', async () => {
    const { nav, user } = renderNav();
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    expect(useSettingsModal.getState().step).toBe(12);
  });

  it('shows a sub-user only what they may use', async () => {
    const { nav, user } = renderNav({ ...ada, userCategory: 'OLIVIA_SUB_USER' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
      // Security (two-step sign-in, devices) is every user's own (ADR 0040).
    ).toEqual(['Change password', 'Security']);
  });
});
