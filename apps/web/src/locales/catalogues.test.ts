import { messages } from '@olivia/contracts/messages';
import { describe, expect, it } from 'vitest';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function flatten(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function catalogue(language: string, namespace: string): Catalogue | undefined {
  return files[`./${language}/${namespace}.json`];
}

const entries = Object.keys(files).map((path) => {
  const [, language = '', file = ''] = path.split('/');
  return { language, namespace: file.replace(/\.json$/, '') };
});
const namespaces = [...new Set(entries.map((entry) => entry.namespace))];
const languages = [...new Set(entries.map((entry) => entry.language))];

describe('translation catalogues', () => {
  it('map every contracts message to a key whose English text is the message itself', () => {
    expect(catalogue('en', 'messages')).toEqual(messages);
  });

  it.each(languages.filter((language) => language !== 'en'))(
    '%s has exactly the keys of English in every namespace',
    (language) => {
      for (const namespace of namespaces) {
        const source = flatten(catalogue('en', namespace) ?? {}).sort();
        expect(flatten(catalogue(language, namespace) ?? {}).sort(), namespace).toEqual(source);
      }
    },
  );

  it('has no empty English text', () => {
    for (const namespace of namespaces) {
      const values = JSON.stringify(catalogue('en', namespace));
      expect(values, namespace).not.toContain('""');
    }
  });
});
