import { allMessages } from '@olivia/contracts/all-messages';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../lib/languages';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string, namespace: string): Catalogue | undefined {
  return files[`./${language}/${namespace}.json`];
}

function flatten(tree: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const namespaces = Object.keys(files)
  .filter((file) => file.startsWith('./en/'))
  .map((file) => file.slice('./en/'.length, -'.json'.length));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** Text that reads the same in every language: names, symbols, numbers, examples. */
const languageNeutral = (text: string) =>
  !/[a-z]{3,}/i.test(text.replace(/{{\s*\w+\s*}}/g, '')) ||
  /^(Olivia|OK|Email|E-mail|PIN|CSV|Excel)$/i.test(text);
const translations = LANGUAGE_CODES.filter((language) => language !== 'en');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/**
 * The plural forms `language` needs: i18next picks `<key>_<category>` with Intl.PluralRules, so
 * these are the categories Intl gives (ja, zh: other; en, de…: one, other; fr, es, it, pt: one,
 * many, other; ru, pl: one, few, many, other). `_zero` is not one: i18next would try it for 0 in
 * any language, but needs none, and a catalogue keeps to its language's own forms.
 */
const pluralCategories = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** The keys whose English text has plural forms (`<base>_one` and `<base>_other`). */
function pluralBases(english: Map<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of english.keys()) {
    const base = key.endsWith('_other') ? key.slice(0, -'_other'.length) : undefined;
    if (base && english.has(`${base}_one`)) bases.add(base);
  }
  return bases;
}

/**
 * What `language`'s catalogue (`translated`) lacks or has too many against English's: every key of
 * English that is not plural, each plural base in exactly `language`'s plural forms, each text not
 * empty and with the placeholders of its English text (a plural form: those of `<base>_other`).
 */
function catalogueProblems(
  language: string,
  english: Map<string, string>,
  translated: Map<string, string>,
): string[] {
  const bases = pluralBases(english);
  const categories = pluralCategories(language);
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    if (!bases.has(key.replace(PLURAL_SUFFIX, ''))) expected.set(key, text);
  }
  for (const base of bases) {
    for (const category of categories) {
      expected.set(`${base}_${category}`, english.get(`${base}_other`) ?? '');
    }
  }
  const problems: string[] = [];
  for (const [key, text] of expected) {
    const translation = translated.get(key);
    if (translation === undefined) {
      problems.push(`${key} is missing`);
    } else if (translation.trim() === '') {
      problems.push(`${key} is empty`);
    } else if (placeholders(translation).join() !== placeholders(text).join()) {
      problems.push(
        `${key} has placeholders (${placeholders(translation).join(', ')}), English (${placeholders(text).join(', ')})`,
      );
    }
  }
  for (const key of translated.keys()) {
    if (expected.has(key)) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    problems.push(
      bases.has(base)
        ? `${key} is not a plural form of ${language} (${categories.join(', ')})`
        : `${key} is not in English`,
    );
  }
  return problems;
}

describe('translation catalogues', () => {
  it('has the 15 languages of docs/product/screens.md', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(
      [
        'zh',
        'da',
        'en',
        'fr',
        'de',
        'el',
        'hu',
        'it',
        'ja',
        'pl',
        'pt',
        'ru',
        'es',
        'sv',
        'tr',
      ].sort(),
    );
  });

  it('maps every contracts message to a key whose English text is the message itself', () => {
    expect(catalogue('en', 'messages')).toEqual(allMessages);
  });

  it('has no empty English text', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(catalogue('en', namespace) ?? {})) {
        expect(text.trim(), `en/${namespace}:${key}`).not.toBe('');
      }
    }
  });

  describe('plural forms', () => {
    const english = new Map([
      ['title', 'Products'],
      ['count_one', '{{count}} product'],
      ['count_other', '{{count}} products'],
    ]);

    it('asks of each language the forms Intl.PluralRules gives it', () => {
      expect(pluralCategories('en')).toEqual(['one', 'other']);
      expect(pluralCategories('ja')).toEqual(['other']);
      expect(pluralCategories('ru')).toEqual(['few', 'many', 'one', 'other']);
      expect(pluralCategories('pl')).toEqual(['few', 'many', 'one', 'other']);
    });

    it('accepts a catalogue with its own forms of each plural key', () => {
      const russian = new Map([
        ['title', 'Товары'],
        ['count_one', '{{count}} товар'],
        ['count_few', '{{count}} товара'],
        ['count_many', '{{count}} товаров'],
        ['count_other', '{{count}} товара'],
      ]);
      expect(catalogueProblems('ru', english, russian)).toEqual([]);
      const japanese = new Map([
        ['title', '商品'],
        ['count_other', '{{count}} 件の商品'],
      ]);
      expect(catalogueProblems('ja', english, japanese)).toEqual([]);
    });

    it('fails a language that misses one of its forms, or has one it does not use', () => {
      const russian = new Map([
        ['title', 'Товары'],
        ['count_one', '{{count}} товар'],
        ['count_few', '{{count}} товара'],
        ['count_other', '{{count}} товара'],
      ]);
      expect(catalogueProblems('ru', english, russian)).toEqual(['count_many is missing']);
      const japanese = new Map([
        ['title', '商品'],
        ['count_one', '{{count}} 件の商品'],
        ['count_other', '{{count}} 件の商品'],
      ]);
      expect(catalogueProblems('ja', english, japanese)).toEqual([
        'count_one is not a plural form of ja (other)',
      ]);
      const german = new Map([
        ['title', 'Produkte'],
        ['count_zero', 'Keine Produkte'],
        ['count_one', '{{count}} Produkt'],
        ['count_few', '{{count}} Produkte'],
        ['count_other', '{{count}} Produkte'],
      ]);
      expect(catalogueProblems('de', english, german)).toEqual([
        'count_zero is not a plural form of de (one, other)',
        'count_few is not a plural form of de (one, other)',
      ]);
    });

    it('fails a form without the placeholders of English, or a plain key in plural forms', () => {
      const polish = new Map([
        ['title_one', 'Produkt'],
        ['title_other', 'Produkty'],
        ['count_one', 'Jeden produkt'],
        ['count_few', '{{count}} produkty'],
        ['count_many', '{{count}} produktów'],
        ['count_other', '{{count}} produktu'],
      ]);
      expect(catalogueProblems('pl', english, polish)).toEqual([
        'title is missing',
        'count_one has placeholders (), English (count)',
        'title_one is not in English',
        'title_other is not in English',
      ]);
    });
  });

  it('has every English plural key in the forms of English, each with the same placeholders', () => {
    for (const namespace of namespaces) {
      const english = flatten(catalogue('en', namespace) ?? {});
      expect(catalogueProblems('en', english, english), `en/${namespace}`).toEqual([]);
    }
  });

  describe.each(translations)('%s', (language) => {
    it.each(namespaces)(
      '%s has the keys of English, plural ones in its own forms, with their placeholders',
      (namespace) => {
        const translated = catalogue(language, namespace);
        expect(translated, `${language}/${namespace}.json is missing`).toBeDefined();
        expect(
          catalogueProblems(
            language,
            flatten(catalogue('en', namespace) ?? {}),
            flatten(translated ?? {}),
          ),
          `${language}/${namespace}`,
        ).toEqual([]);
      },
    );

    it('is really translated: few strings are left in English', () => {
      let comparable = 0;
      let same = 0;
      for (const namespace of namespaces) {
        const english = flatten(catalogue('en', namespace) ?? {});
        const entries = flatten(catalogue(language, namespace) ?? {});
        for (const [key, text] of english) {
          if (languageNeutral(text)) continue;
          comparable += 1;
          if (entries.get(key) === text) same += 1;
        }
      }
      expect(same / comparable).toBeLessThan(0.1);
    });
  });
});
