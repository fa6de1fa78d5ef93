/**
 * docs/product/screens.md: the 15 languages, each named in its own language. Native names stay the
 * same whatever the interface language is, so they are data rather than catalogue text.
 */
export const LANGUAGES = [
  { code: 'zh', nativeName: '中文' },
  { code: 'da', nativeName: 'Dansk' },
  { code: 'en', nativeName: 'English' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'el', nativeName: 'Ελληνικά' },
  { code: 'hu', nativeName: 'Magyar' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'ja', nativeName: '日本語' },
  { code: 'pl', nativeName: 'Polski' },
  { code: 'pt', nativeName: 'Português' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'es', nativeName: 'Español' },
  { code: 'sv', nativeName: 'Svenska' },
  { code: 'tr', nativeName: 'Türkçe' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  Language,
  ...Language[],
];

/** docs/product (screens.md, rules.md): the default locale. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function nativeLanguageName(code: Language): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}
