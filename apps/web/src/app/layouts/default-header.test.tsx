import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startClientSettings } from '../../lib/apply-client-settings';
import { useClientSettings } from '../../lib/client-settings';
import { changeLanguage } from '../../lib/i18n';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { DefaultHeader } from './default-header';

const html = document.documentElement;
let stop: () => void = () => undefined;

function renderHeader() {
  signInAs();
  renderAt('/dashboard', <DefaultHeader storeName="Ada Stores" />);
  return userEvent.setup();
}

beforeEach(() => {
  stop = startClientSettings();
});

afterEach(async () => {
  stop();
  await changeLanguage('en');
});

describe('header controls', () => {
  it('toggles dark mode on <html> and saves the theme', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('lists the 15 languages by native name and switches to the chosen one', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual([
      '中文',
      'Dansk',
      'English',
      'Français',
      'Deutsch',
      'Ελληνικά',
      'Magyar',
      'Italiano',
      '日本語',
      'Polski',
      'Português',
      'Русский',
      'Español',
      'Svenska',
      'Türkçe',
    ]);

    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(
      await screen.findByRole('button', { name: /^Langue\s*:\s*Français$/ }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(html).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('changes the client settings from the appearance panel', async () => {
    const user = renderHeader();
    useClientSettings.getState().setSidebar(true);
    await user.click(screen.getByRole('button', { name: 'Customize appearance' }));
    const panel = await screen.findByRole('dialog', { name: 'Appearance' });

    await user.click(within(panel).getByRole('radio', { name: 'Right to left' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    await user.click(within(panel).getByRole('radio', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    await user.click(within(panel).getByRole('radio', { name: 'Collapsible' }));
    expect(useClientSettings.getState()).toMatchObject({
      menu: 'collapsible-vertical',
      sidebar: false,
    });
    await user.click(within(panel).getByRole('checkbox', { name: 'Dark sidebar in light mode' }));
    expect(localStorage.getItem('semidark')).toBe('true');
    expect(localStorage.getItem('rtlClass')).toBe('rtl');
  });
});
