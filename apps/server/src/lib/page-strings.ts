import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allMessages } from '@olivia/contracts/all-messages';

/**
 * The strings of the pages the server renders for a merchant's customers (ADR 0027). They live
 * where every string does, in the web app's catalogues (apps/web/src/locales/<lang>/<ns>.json),
 * read once at start; the same 15 languages, English when a key is missing.
 */
export const PAGE_LANGUAGES = [
  'en',
  'da',
  'de',
  'el',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/**
 * The web app's catalogues, seen from this file (apps/server/src/lib) or from the server's bundle
 * (apps/server/dist), whichever runs.
 */
const LOCALES =
  ['../../../web/src/locales/', '../../web/src/locales/']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => existsSync(`${dir}en/common.json`)) ?? '';

type Catalogue = Record<string, string>;
export type Translate = (key: string, params?: Record<string, string>) => string;

const readCatalogue = (language: string, namespace: string): Catalogue => {
  try {
    return JSON.parse(readFileSync(`${LOCALES}${language}/${namespace}.json`, 'utf8')) as Catalogue;
  } catch {
    return {};
  }
};

/** The language asked for with `?lang=`, else the browser's first one we have, else English. */
export function pageLanguage(query: string | undefined, acceptLanguage: string | undefined) {
  const known = (code: string | undefined) =>
    PAGE_LANGUAGES.find((language) => language === code?.trim().slice(0, 2).toLowerCase());
  const asked = known(query);
  if (asked) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const found = known(part.split(';')[0]);
    if (found) return found;
  }
  return 'en';
}

const messageKeys = new Map<string, string>(
  Object.entries(allMessages).map(([key, text]) => [text, key]),
);

/**
 * A page's translator per language: `t(key, params)` from `namespace` with `{{name}}`
 * placeholders, and `message(text)`, the contracts' English message in the language's words.
 */
export function loadPageStrings(namespace: string) {
  const byLanguage = new Map(
    PAGE_LANGUAGES.map((language) => [
      language,
      { page: readCatalogue(language, namespace), messages: readCatalogue(language, 'messages') },
    ]),
  );
  const english = byLanguage.get('en');
  return (language: PageLanguage) => {
    const strings = byLanguage.get(language) ?? english;
    const t: Translate = (key, params = {}) =>
      (strings?.page[key] ?? english?.page[key] ?? key).replace(
        /\{\{(\w+)\}\}/g,
        (_match, name: string) => params[name] ?? '',
      );
    const message = (text: string) => {
      const key = messageKeys.get(text);
      return (key && (strings?.messages[key] ?? english?.messages[key])) || text;
    };
    return { language, t, message };
  };
}
export type PageStrings = ReturnType<ReturnType<typeof loadPageStrings>>;
