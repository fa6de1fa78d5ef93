import { catalogueVersions } from 'virtual:catalogue-versions';
import { describe, expect, it, vi } from 'vitest';
import { fetchCatalogue } from './catalogue-files';

describe('the catalogue files', () => {
  it('gives every language a version of its own', () => {
    expect(Object.keys(catalogueVersions)).toHaveLength(15);
    expect(catalogueVersions.fr).toMatch(/^[0-9a-f]{10}$/);
    expect(catalogueVersions.fr).not.toBe(catalogueVersions.de);
  });

  it("fetches a catalogue from the build's file of its language's version", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ hello: 'Bonjour' })));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchCatalogue('fr', 'common')).resolves.toEqual({ hello: 'Bonjour' });
    expect(fetch).toHaveBeenCalledWith(
      `/assets/locale-fr-common-${catalogueVersions.fr ?? ''}.json`,
    );
  });

  it('has none for a language without catalogues, and fails on a missing file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
    );
    expect(fetchCatalogue('xx', 'common')).toBeNull();
    await expect(fetchCatalogue('fr', 'nothing')).rejects.toThrow('Catalogue fr/nothing: 404');
  });
});
