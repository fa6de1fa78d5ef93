import type { ResourceKey } from 'i18next';
import { catalogueVersions } from 'virtual:catalogue-versions';
import type { LoadCatalogue } from './i18n-setup';

/**
 * A catalogue as the build serves it (ADR 0023):
 * `/assets/locale-<language>-<namespace>-<version>.json`, cached for a year under its language's
 * version. A language without catalogues has none.
 */
export const fetchCatalogue: LoadCatalogue = (language, namespace) => {
  const version = (catalogueVersions as Record<string, string | undefined>)[language];
  if (!version) return null;
  return fetch(`/assets/locale-${language}-${namespace}-${version}.json`).then((response) => {
    if (!response.ok) throw new Error(`Catalogue ${language}/${namespace}: ${response.status}`);
    return response.json() as Promise<ResourceKey>;
  });
};
