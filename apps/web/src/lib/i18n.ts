import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** SPEC §1 offers 15 languages; only the English source catalogue exists so far. */
export const SUPPORTED_LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en';
export const NAMESPACES = [
  'common',
  'routes',
  'messages',
  'auth',
  'account',
  'dashboard',
  'marketing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces the shell needs before the first paint; screens load theirs when they mount. */
const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'routes', 'messages'];

const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

/** Loads `locales/<lang>/<namespace>.json` as its own chunk, the first time it is needed. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(namespaces: readonly Namespace[] = SHELL_NAMESPACES) {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyCatalogues)
      .use(initReactI18next)
      .init({
        lng: DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: [...namespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  } else {
    await i18n.loadNamespaces([...namespaces]);
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}
