import i18n, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useClientSettings } from './client-settings';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';
import type { Namespace } from './namespaces';

export { SHELL_NAMESPACES, type Namespace } from './namespaces';

/**
 * Fetches one catalogue of one language; null when that language has none (it then shows
 * English, the fallback language). The app fetches the build's JSON files (`catalogue-files.ts`),
 * tests read `src/locales` through `import.meta.glob`.
 */
export type LoadCatalogue = (language: string, namespace: string) => Promise<ResourceKey> | null;

/** i18next's backend on `load`: a catalogue is fetched the first time it is needed. */
function lazyCatalogues(load: LoadCatalogue): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const loading = load(language, namespace);
      if (!loading) {
        if (language === DEFAULT_LANGUAGE) {
          callback(new Error(`No catalogue for ${language}/${namespace}`), false);
        } else {
          callback(null, {});
        }
        return;
      }
      loading.then(
        (data) => callback(null, data),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * Starts i18next on `load` with `namespaces` loaded (or, started already, loads them).
 */
export async function startI18n(
  load: LoadCatalogue,
  namespaces: readonly Namespace[],
  /** Catalogues bundled with the page (its first paint waits for no fetch in that language). */
  bundled?: Resource,
) {
  if (!i18n.isInitialized) {
    await i18n
      .use(lazyCatalogues(load))
      .use(initReactI18next)
      .init({
        ...(bundled && { resources: bundled, partialBundledLanguages: true }),
        lng: useClientSettings.getState().locale,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGE_CODES],
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

/**
 * Switches the interface language (docs/product/screens.md): its catalogues, the saved `locale`,
 * <html lang>.
 */
export async function changeLanguage(language: Language): Promise<void> {
  useClientSettings.getState().setLocale(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
