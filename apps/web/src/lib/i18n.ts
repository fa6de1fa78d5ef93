import type { ResourceKey } from 'i18next';
import { SHELL_NAMESPACES, startI18n, type Namespace } from './i18n-setup';

export { changeLanguage, NAMESPACES, SHELL_NAMESPACES, type Namespace } from './i18n-setup';

/** Every catalogue of every language, each its own chunk loaded the first time it is needed. */
const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

/** The app's translations, with the shell's namespaces (or `namespaces`) loaded. */
export function initI18n(namespaces: readonly Namespace[] = SHELL_NAMESPACES) {
  return startI18n(catalogues, namespaces);
}
