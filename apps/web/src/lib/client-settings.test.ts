import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyClientSettings, startClientSettings } from './apply-client-settings';
import { CLIENT_SETTINGS_DEFAULTS, createClientSettingsStore } from './client-settings';

const html = document.documentElement;

/** A matchMedia whose prefers-color-scheme answer the test controls. */
function stubColorScheme(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return (nowDark: boolean) => {
    media.matches = nowDark;
    for (const listener of listeners) listener({ matches: nowDark });
  };
}

afterEach(() => {
  html.lang = 'en';
});

describe('client settings', () => {
  it('starts from the product defaults without writing anything', () => {
    const store = createClientSettingsStore();
    expect(store.getState()).toMatchObject({ ...CLIENT_SETTINGS_DEFAULTS, isDarkMode: false });
    expect(CLIENT_SETTINGS_DEFAULTS).toMatchObject({
      theme: 'light',
      menu: 'vertical',
      layout: 'full',
      rtlClass: 'ltr',
      animation: '',
      navbar: 'navbar-sticky',
      semidark: false,
      locale: 'en',
    });
    expect(localStorage.length).toBe(0);
  });

  it('writes each setting under its own local-storage key', () => {
    const { getState } = createClientSettingsStore();
    getState().setTheme('dark');
    getState().setMenu('horizontal');
    getState().setLayout('boxed');
    getState().setRtlClass('rtl');
    getState().setAnimation('fade-in-up');
    getState().setNavbar('navbar-floating');
    getState().setSemidark(true);
    getState().toggleMaskBalance();
    getState().setLocale('fr');
    getState().setSidebar(true);

    expect({ ...localStorage }).toEqual({
      theme: 'dark',
      menu: 'horizontal',
      layout: 'boxed',
      rtlClass: 'rtl',
      animation: 'fade-in-up',
      navbar: 'navbar-floating',
      semidark: 'true',
      maskBalance: 'true',
      locale: 'fr',
      sidebar: 'true',
    });
  });

  it('re-applies the saved settings on a fresh load', () => {
    createClientSettingsStore().getState().setTheme('dark');
    localStorage.setItem('rtlClass', 'rtl');
    localStorage.setItem('locale', 'de');
    localStorage.setItem('navbar', 'not-a-navbar');

    const fresh = createClientSettingsStore();
    expect(fresh.getState()).toMatchObject({ theme: 'dark', isDarkMode: true, rtlClass: 'rtl' });
    expect(fresh.getState().navbar).toBe('navbar-sticky');
    applyClientSettings(fresh.getState());
    expect(html).toHaveClass('dark');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html).toHaveAttribute('lang', 'de');
  });

  it('clears dark mode when the light theme is chosen', () => {
    const store = createClientSettingsStore();
    const stop = startClientSettings(store);
    store.getState().setTheme('dark');
    expect(html).toHaveClass('dark');
    store.getState().setTheme('light');
    expect(store.getState().isDarkMode).toBe(false);
    expect(html).not.toHaveClass('dark');
    stop();
  });

  it('follows prefers-color-scheme with the system theme', () => {
    const setSystemDark = stubColorScheme(true);
    const store = createClientSettingsStore();
    const stop = startClientSettings(store);
    store.getState().setTheme('system');
    expect(html).toHaveClass('dark');
    setSystemDark(false);
    expect(html).not.toHaveClass('dark');
    stop();
  });

  it('closes the sidebar when a menu style is chosen', () => {
    const store = createClientSettingsStore();
    store.getState().toggleSidebar();
    expect(store.getState().sidebar).toBe(true);
    store.getState().setMenu('collapsible-vertical');
    expect(store.getState().sidebar).toBe(false);
    expect(localStorage.getItem('sidebar')).toBe('false');
  });

  it('sets the page direction from rtlClass', () => {
    const store = createClientSettingsStore();
    const stop = startClientSettings(store);
    store.getState().setRtlClass('rtl');
    expect(html).toHaveAttribute('dir', 'rtl');
    store.getState().setRtlClass('ltr');
    expect(html).toHaveAttribute('dir', 'ltr');
    stop();
  });
});
