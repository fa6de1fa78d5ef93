import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '@olivia/contracts/messages';
import type { FilePurpose } from '@olivia/contracts/upload';
import { loadConfig, dataKeyOf } from '../../src/config';
import { createDataKeys } from '../../src/lib/data-keys';
import { createFileLinks } from '../../src/modules/files/public';
import { signUp, type SignedIn } from '../helpers/factories';
import { buildTestApp, secondDatabase } from '../helpers/test-app';
import { picture, uploadImage } from '../helpers/uploads';

let app: FastifyInstance;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  [owner, other] = await Promise.all([signUp(app), signUp(app)]);
});
afterAll(() => app.close());

/** The test apps' key (NODE_ENV=test), to sign links as the server would at another time. */
const dataKeys = createDataKeys(dataKeyOf(loadConfig({ NODE_ENV: 'test' })));
const FIFTEEN_MINUTES = 15 * 60;

async function upload(purpose: FilePurpose, as = owner) {
  const response = await uploadImage(app, as.headers, await picture('jpeg'), { purpose });
  expect(response.statusCode, response.body).toBe(200);
  const imageURL = response.json<{ imageURL: string }>().imageURL;
  const [, id = '', token = ''] = imageURL.split('/').slice(1);
  return { imageURL, id, token };
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

function expectNotFound(response: Awaited<ReturnType<typeof get>>, url: string) {
  expect(response.statusCode, url).toBe(404);
  expect(response.json(), url).toEqual({ error: serverErrors.notFound });
  expect(response.headers['content-type'], url).toMatch(/^application\/json/);
}

describe('GET /files/:id/:token (ADR 0011)', () => {
  it('serves a stored image as an inline, unsniffable JPEG, privately cached until it expires', async () => {
    const { imageURL } = await upload('verification');
    const response = await get(imageURL);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(FIFTEEN_MINUTES - 5);
    expect(maxAge).toBeLessThanOrEqual(FIFTEEN_MINUTES);
  });

  it('is a bearer link: no session needed, and no session opens anything without it', async () => {
    const { imageURL, id } = await upload('identification');
    expect((await get(imageURL, other.headers)).statusCode).toBe(200);
    // Another store's session, or the owner's own, opens no unsigned path to the document.
    expectNotFound(await get(`/files/${id}`, other.headers), 'unsigned, other store');
    expectNotFound(await get(`/files/${id}`, owner.headers), 'unsigned, owner');
  });

  it('answers the same 404 to a tampered, borrowed, expired or unknown link', async () => {
    const first = await upload('identification');
    const second = await upload('identification');
    const [expires, signature = ''] = first.token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const urls = [
      `/files/${first.id}/${expires}.${flipped}`, // tampered signature
      `/files/${first.id}/${Number(expires) + 3600}.${signature}`, // stretched expiry
      `/files/${second.id}/${first.token}`, // another file's token
      createFileLinks(dataKeys, hourAgo).linkTo(first.id), // expired
      createFileLinks(dataKeys).linkTo(unknownId), // signed, but no such file
      `/files/${first.id}/not-a-token`,
      `/files/not-a-uuid/${first.token}`,
      '/files/not-a-uuid',
    ];
    for (const url of urls) expectNotFound(await get(url), url);
    // Signed by another key (another deployment's links), even for a real file.
    const foreign = createFileLinks(createDataKeys(Buffer.alloc(32, 9))).linkTo(first.id);
    expectNotFound(await get(foreign), foreign);
  });

  it('is served by a second server process on the same database', async () => {
    const { imageURL } = await upload('identification');
    const second = await secondDatabase();
    const other = await buildTestApp({}, { db: second.db });
    try {
      const response = await other.inject({ url: imageURL });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual((await get(imageURL)).rawPayload);
    } finally {
      await other.close();
      if (second.own) await second.close();
    }
  });
});

describe('GET /files/:id (logos and product images only)', () => {
  it.each(['logo', 'product'] as const)(
    'serves a %s to anyone, cached publicly for good',
    async (purpose) => {
      const { imageURL } = await upload(purpose);
      const response = await get(imageURL);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  );

  it('never serves an identity document unsigned', async () => {
    for (const purpose of ['identification', 'verification'] as const) {
      const { id } = await upload(purpose);
      expectNotFound(await get(`/files/${id}`), purpose);
    }
  });
});
