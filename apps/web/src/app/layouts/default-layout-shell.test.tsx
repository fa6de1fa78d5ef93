import type { SignInResponse } from '@olivia/contracts/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useClientSettings } from '../../lib/client-settings';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { DefaultLayout } from './default-layout';

async function renderShell(overrides: Partial<SignInResponse> = {}) {
  mockFetch(() => jsonResponse(200, { liveChatWidgetUrl: null }));
  signInAs(overrides);
  renderAt('/dashboard', <DefaultLayout />);
  await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
  return userEvent.setup();
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('signed-in shell', () => {
  it('shows the copyright line with the year and the store name', async () => {
    await renderShell();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Ada Stores. All rights reserved.`,
    );
  });

  it('shows the scroll-to-top button after more than 50 px of scroll', async () => {
    const user = await renderShell();
    scrollTo(50);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(51);
    const scrollToTop = await screen.findByRole('button', { name: 'Scroll to top' });
    const scroll = vi.spyOn(window, 'scrollTo');
    await user.click(scrollToTop);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    );
  });

  it('links the business logo to / and shows the verified badge', async () => {
    await renderShell({ logourl: 'https://cdn.example.com/ada.png', isVerified: true });
    const home = screen.getByRole('link', { name: 'Olivia home' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/ada.png');
    expect(screen.getByRole('img', { name: 'Verified store' })).toBeInTheDocument();
  });

  it('shows no verified badge to an unverified store', async () => {
    await renderShell({ isVerified: false });
    expect(screen.queryByRole('img', { name: 'Verified store' })).not.toBeInTheDocument();
  });

  it('opens the sidebar from the menu button and closes it with the dimmed overlay', async () => {
    const user = await renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem('sidebar')).toBe('true');

    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  it('closes the open sidebar with its close button and with Escape', async () => {
    const user = await renderShell();
    useClientSettings.getState().setSidebar(true);
    await user.click(await screen.findByRole('button', { name: 'Close navigation' }));
    expect(useClientSettings.getState().sidebar).toBe(false);

    useClientSettings.getState().setSidebar(true);
    await screen.findByTestId('sidebar-overlay');
    await user.keyboard('{Escape}');
    expect(useClientSettings.getState().sidebar).toBe(false);
  });

  it('shows the notifications bell with no notifications yet', async () => {
    const user = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no notifications yet.')).toBeInTheDocument();
  });

  it("names the sidebar's submenu Settings (docs/product/screens.md) and the header's menu Account", async () => {
    await renderShell();
    const settings = screen.getAllByRole('button', { name: /settings/i });
    expect(settings).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toContainElement(
      settings[0] ?? null,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Account' }),
    );
  });
});
