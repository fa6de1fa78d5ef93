import { fetchCatalogue } from './catalogue-files';
import { SHELL_NAMESPACES, startI18n, type LoadCatalogue, type Namespace } from './i18n-setup';

export { changeLanguage, SHELL_NAMESPACES, type Namespace } from './i18n-setup';

/** The app's translations, with the shell's namespaces (or `namespaces`) loaded. */
export function initI18n(
  namespaces: readonly Namespace[] = SHELL_NAMESPACES,
  load: LoadCatalogue = fetchCatalogue,
) {
  return startI18n(load, namespaces);
}
