import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../../src/db/schema/accounts';
import { buyDomain, freshDomain, setDomainExpiry } from '../../helpers/domains';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { merchantWithMoney } from '../../helpers/transfers';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'olivia-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Olivia</title>');
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

const home = (host: string) => app.inject({ method: 'GET', url: '/', headers: { host } });

async function storeWithDomain() {
  const owner = await merchantWithMoney(app, 20_000);
  const name = freshDomain('shop');
  expect((await buyDomain(app, owner.headers, name)).statusCode).toBe(201);
  const { db } = await testDatabase();
  const [store] = await db.select().from(stores).where(eq(stores.systemId, owner.body.systemid));
  if (!store) throw new Error('no store');
  return { name, slug: store.slug };
}

describe('a custom domain serves its store (Host header)', () => {
  it('opens the storefront from the domain’s home page, whatever the case or port', async () => {
    const { name, slug } = await storeWithDomain();
    for (const host of [name, `${name.toUpperCase()}:8080`]) {
      const response = await home(host);
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location).toBe(`/store/${slug}`);
    }
    // Other pages on that host are the app's as usual.
    expect((await app.inject({ url: '/dashboard', headers: { host: name } })).statusCode).toBe(200);
  });

  it('leaves the app’s own host, unknown names, odd hosts and expired domains alone', async () => {
    const { name } = await storeWithDomain();
    await setDomainExpiry(name, new Date(Date.now() - 1000));
    for (const host of ['olivia.test', 'nobody-owns-this.com', '127.0.0.1', 'bad_host', name]) {
      const response = await home(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('<title>Olivia</title>');
    }
  });
});
