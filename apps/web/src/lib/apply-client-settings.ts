import { useClientSettings, type ClientSettingsState } from './client-settings';

type Applied = Pick<ClientSettingsState, 'isDarkMode' | 'rtlClass' | 'locale'>;

/**
 * Puts the settings on <html>: the `dark` class, `dir` and `lang`
 * (docs/product/client-settings.md).
 */
export function applyClientSettings(settings: Applied, root = document.documentElement): void {
  root.classList.toggle('dark', settings.isDarkMode);
  root.dir = settings.rtlClass;
  root.lang = settings.locale;
}

/**
 * Applies the saved settings now, again whenever they change, and follows the system colour
 * scheme for the `system` theme. Returns a function that stops both.
 */
export function startClientSettings(store = useClientSettings): () => void {
  applyClientSettings(store.getState());
  const unsubscribe = store.subscribe((state) => applyClientSettings(state));
  const media =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)')
      : null;
  const onSchemeChange = (event: MediaQueryListEvent) =>
    store.getState().syncSystemTheme(event.matches);
  media?.addEventListener('change', onSchemeChange);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', onSchemeChange);
  };
}
