import { messages } from '@olivia/contracts/messages';
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

describe('translation catalogues', () => {
  it('has the 15 languages of SPEC §1', () => {
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
    expect(catalogue('en', 'messages')).toEqual(messages);
  });

  it('has no empty English text', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(catalogue('en', namespace) ?? {})) {
        expect(text.trim(), `en/${namespace}:${key}`).not.toBe('');
      }
    }
  });

  describe.each(translations)('%s', (language) => {
    it.each(namespaces)(
      '%s has exactly the keys of English, with its placeholders',
      (namespace) => {
        const english = flatten(catalogue('en', namespace) ?? {});
        const translated = catalogue(language, namespace);
        expect(translated, `${language}/${namespace}.json is missing`).toBeDefined();
        const entries = flatten(translated ?? {});
        expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          expect(placeholders(entries.get(key) ?? ''), `${language}/${namespace}:${key}`).toEqual(
            placeholders(text),
          );
          expect(entries.get(key)?.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        }
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
