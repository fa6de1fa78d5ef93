import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePurpose } from '@olivia/contracts/upload';
import { dataKeyOf, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createDataKeys } from '../../src/lib/data-keys';
import { createFileLinks } from '../../src/modules/files/public';
import { signUp, type SignedIn } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { picture, storeIdOf, uploadImage } from '../helpers/uploads';

let app: FastifyInstance;
let db: Database;
let owner: SignedIn;
let ownerStore: string;
let otherStore: string;
beforeAll(async () => {
  app = await buildTestApp();
  db = (await testDatabase()).db;
  const other = await signUp(app);
  owner = await signUp(app);
  [ownerStore, otherStore] = await Promise.all([storeIdOf(owner.email), storeIdOf(other.email)]);
});
afterAll(() => app.close());

const dataKeys = createDataKeys(dataKeyOf(loadConfig({ NODE_ENV: 'test' })));
const links = createFileLinks(dataKeys);

async function uploaded(purpose: FilePurpose): Promise<{ url: string; id: string }> {
  const response = await uploadImage(app, owner.headers, await picture('jpeg', 200, 100), {
    purpose,
  });
  const url = response.json<{ imageURL: string }>().imageURL;
  return { url, id: url.split('/')[2] ?? '' };
}

describe('FileLinks.ownFile (modules/files/public.ts)', () => {
  it('names the store’s own file from a relative link, an absolute one, or a fresh one', async () => {
    const { url, id } = await uploaded('identification');
    const own = (link: string) => links.ownFile(db, ownerStore, link, ['identification']);
    expect(await own(url)).toEqual({ id });
    expect(await own(`https://olivia.example${url}`)).toEqual({ id });
    expect(await own(`http://localhost:5173${url}`)).toEqual({ id });
    expect(await own(links.linkTo(id))).toEqual({ id });
  });

  it('still names the file once the link has expired', async () => {
    const { id } = await uploaded('verification');
    const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000);
    const expired = createFileLinks(dataKeys, yesterday).linkTo(id);
    expect(await links.ownFile(db, ownerStore, expired, ['verification'])).toEqual({ id });
  });

  it("answers null for another store's file, another purpose, or an unsigned identity document", async () => {
    const { url, id } = await uploaded('identification');
    expect(await links.ownFile(db, otherStore, url, ['identification'])).toBeNull();
    expect(await links.ownFile(db, ownerStore, url, ['verification', 'logo'])).toBeNull();
    expect(await links.ownFile(db, ownerStore, `/files/${id}`, ['identification'])).toBeNull();
  });

  it('takes a logo by its plain link, for the logo purpose only', async () => {
    const { url, id } = await uploaded('logo');
    expect(url).toBe(`/files/${id}`);
    expect(await links.ownFile(db, ownerStore, url, ['logo'])).toEqual({ id });
    expect(await links.ownFile(db, ownerStore, url, ['identification'])).toBeNull();
  });

  it('answers null for anything that is not one of our links', async () => {
    const { url, id } = await uploaded('identification');
    const [expires, signature = ''] = (url.split('/')[3] ?? '').split('.');
    const foreign = [
      '',
      'https://evil.example/picture.jpg',
      `https://evil.example/files/${id}/${expires}.${signature.slice(1)}x`,
      `${url}?download=1`,
      `${url}#top`,
      `https://user:pass@olivia.example${url}`,
      `javascript:alert(1)//${url}`,
      `//evil.example${url}`,
      `/api/olivia/files/${id}`,
      `/files/${id}/extra/${expires}.${signature}`,
      `/files/${id.toUpperCase()}/${expires}.${signature}`,
      'data:image/jpeg;base64,/9j/4AAQ',
      `/files/${id}/${Number(expires) + 1}.${signature}`,
    ];
    for (const link of foreign) {
      expect(await links.ownFile(db, ownerStore, link, ['identification']), link).toBeNull();
    }
  });
});

describe('FileLinks.ownPublicLinks (modules/files/public.ts)', () => {
  it('answers the permanent links of the store’s own public files, in order, in one call', async () => {
    const [first, second] = [await uploaded('product'), await uploaded('product')];
    const urls = [second.url, `https://olivia.example${first.url}`, links.linkTo(second.id)];
    expect(await links.ownPublicLinks(db, ownerStore, urls, ['product'])).toEqual([
      second.url,
      first.url,
      second.url,
    ]);
    expect(await links.ownPublicLinks(db, ownerStore, [], ['product'])).toEqual([]);
  });

  it("answers null when any link is another store's, of another purpose, private or not ours", async () => {
    const [product, logo, document] = [
      await uploaded('product'),
      await uploaded('logo'),
      await uploaded('identification'),
    ];
    const own = (urls: string[], store = ownerStore) =>
      links.ownPublicLinks(db, store, urls, ['product']);
    expect(await own([product.url], otherStore)).toBeNull();
    expect(await own([product.url, logo.url])).toBeNull();
    expect(await own([product.url, document.url])).toBeNull();
    expect(
      await links.ownPublicLinks(db, ownerStore, [document.url], ['identification']),
    ).toBeNull();
    expect(await own([product.url, 'https://evil.example/x.jpg'])).toBeNull();
    expect(await own([`/files/${crypto.randomUUID()}`])).toBeNull();
  });
});
