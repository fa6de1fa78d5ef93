import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

export const THEMES = ['light', 'dark', 'system'] as const;
export const MENU_STYLES = ['vertical', 'collapsible-vertical', 'horizontal'] as const;
export const LAYOUT_STYLES = ['full', 'boxed'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const NAVBAR_STYLES = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;
/** Route transitions; '' (the product's default) is none. */
export const ANIMATIONS = ['', 'fade-in', 'fade-in-up', 'fade-in-down', 'zoom-in'] as const;

/**
 * Client settings (docs/product/client-settings.md). Each one is saved under the local-storage key
 * of the same name; these are the values each may take (checked by hand: the first screen,
 * /sign-in, loads no zod).
 */
const ALLOWED = {
  theme: THEMES,
  menu: MENU_STYLES,
  layout: LAYOUT_STYLES,
  rtlClass: DIRECTIONS,
  animation: ANIMATIONS,
  navbar: NAVBAR_STYLES,
  semidark: [true, false],
  /** Whether the sidebar is open (the off-canvas sidebar of small screens). */
  sidebar: [true, false],
  maskBalance: [true, false],
  locale: LANGUAGE_CODES,
} as const;
export type ClientSettings = { -readonly [K in keyof typeof ALLOWED]: (typeof ALLOWED)[K][number] };
type ClientSettingKey = keyof ClientSettings;
export type Theme = ClientSettings['theme'];
export type MenuStyle = ClientSettings['menu'];
export type NavbarStyle = ClientSettings['navbar'];
export type Animation = ClientSettings['animation'];

/** The defaults of docs/product/client-settings.md. */
export const CLIENT_SETTINGS_DEFAULTS: ClientSettings = {
  theme: 'light',
  menu: 'vertical',
  layout: 'full',
  rtlClass: 'ltr',
  animation: '',
  navbar: 'navbar-sticky',
  semidark: false,
  sidebar: false,
  maskBalance: false,
  locale: DEFAULT_LANGUAGE,
};

const KEYS = Object.keys(CLIENT_SETTINGS_DEFAULTS) as ClientSettingKey[];

/** Booleans are stored as JSON (`true`/`false`), the other settings as their plain value. */
function decode(key: ClientSettingKey, raw: string): unknown {
  if (typeof CLIENT_SETTINGS_DEFAULTS[key] !== 'boolean') return raw;
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/** The saved settings; a missing or unknown value falls back to its default. */
export function readClientSettings(storage: Storage = localStorage): ClientSettings {
  const settings = { ...CLIENT_SETTINGS_DEFAULTS };
  for (const key of KEYS) {
    const raw = storage.getItem(key);
    if (raw === null) continue;
    const value = decode(key, raw);
    if ((ALLOWED[key] as readonly unknown[]).includes(value))
      Object.assign(settings, { [key]: value });
  }
  return settings;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

function isDark(theme: Theme, prefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark);
}

export interface ClientSettingsState extends ClientSettings {
  /**
   * docs/product/client-settings.md isDarkMode: dark theme, or the system theme while the system
   * prefers dark.
   */
  isDarkMode: boolean;
  /** Light clears dark mode; system follows prefers-color-scheme. */
  setTheme: (theme: Theme) => void;
  /** docs/product/records.md: choosing a menu style closes the sidebar. */
  setMenu: (menu: MenuStyle) => void;
  setLayout: (layout: ClientSettings['layout']) => void;
  setRtlClass: (direction: ClientSettings['rtlClass']) => void;
  setAnimation: (animation: Animation) => void;
  setNavbar: (navbar: NavbarStyle) => void;
  setSemidark: (semidark: boolean) => void;
  setSidebar: (open: boolean) => void;
  toggleSidebar: () => void;
  toggleMaskBalance: () => void;
  /** Saves the locale only; `changeLanguage` of lib/i18n also switches the catalogues. */
  setLocale: (locale: ClientSettings['locale']) => void;
  /** Called when prefers-color-scheme changes. */
  syncSystemTheme: (prefersDark: boolean) => void;
}

/** A store over `storage`: it loads every key on creation and writes each changed key alone. */
export function createClientSettingsStore(
  storage: Storage = localStorage,
  prefersDark: () => boolean = systemPrefersDark,
) {
  const initial = readClientSettings(storage);
  return create<ClientSettingsState>()((set, get) => {
    /** Sets `changes` (and the derived `extra` state) at once, then writes each changed key. */
    const save = (changes: Partial<ClientSettings>, extra: Partial<ClientSettingsState> = {}) => {
      set({ ...changes, ...extra });
      for (const key of KEYS) {
        const value = changes[key];
        if (value === undefined) continue;
        storage.setItem(key, typeof value === 'boolean' ? JSON.stringify(value) : value);
      }
    };
    return {
      ...initial,
      isDarkMode: isDark(initial.theme, prefersDark()),
      setTheme: (theme) => save({ theme }, { isDarkMode: isDark(theme, prefersDark()) }),
      setMenu: (menu) => save({ menu, sidebar: false }),
      setLayout: (layout) => save({ layout }),
      setRtlClass: (rtlClass) => save({ rtlClass }),
      setAnimation: (animation) => save({ animation }),
      setNavbar: (navbar) => save({ navbar }),
      setSemidark: (semidark) => save({ semidark }),
      setSidebar: (sidebar) => save({ sidebar }),
      toggleSidebar: () => save({ sidebar: !get().sidebar }),
      toggleMaskBalance: () => save({ maskBalance: !get().maskBalance }),
      setLocale: (locale) => save({ locale }),
      syncSystemTheme: (systemDark) => set({ isDarkMode: isDark(get().theme, systemDark) }),
    };
  });
}

/** The app's client settings, saved in local storage. */
export const useClientSettings = createClientSettingsStore();
