import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import type { Traffic } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { storeVisits } from '../../../src/db/schema/orders';
import { createDataKeys } from '../../../src/lib/data-keys';
import { createVisitsService } from '../../../src/modules/storefront/visits.service';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { insertVisits } from '../../helpers/order-rows';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { storeIdOf } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const visit = (slug: string, from: { ip: string; userAgent?: string }) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(storefrontEndpoints.visit, { slug }),
    remoteAddress: from.ip,
    headers: from.userAgent === undefined ? {} : { 'user-agent': from.userAgent },
  });
async function counted(slug: string, from: { ip: string; userAgent?: string }) {
  const response = await visit(slug, from);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ counted: boolean }>().counted;
}
async function visitsOf(owner: SignedIn) {
  const { db } = await testDatabase();
  const storeId = await storeIdOf(owner.email);
  const [row] = await db
    .select({ n: count() })
    .from(storeVisits)
    .where(eq(storeVisits.storeId, storeId));
  return row?.n ?? 0;
}

/** The visits service on the test database, with its own clock. */
const visitsService = async (now: () => Date) =>
  createVisitsService({
    db: (await testDatabase()).db,
    dataKeys: createDataKeys(randomBytes(32)),
    now,
  });

describe('POST /storefront/stores/:slug/visits', () => {
  it('counts a visitor once a minute, and another visitor apart', async () => {
    const owner = await signUp(app);
    const slug = owner.body.url;
    const ip = uniqueAddress();
    expect(await counted(slug, { ip, userAgent: BROWSER })).toBe(true);
    expect(await counted(slug, { ip, userAgent: BROWSER })).toBe(false);
    expect(await counted(slug, { ip: uniqueAddress(), userAgent: BROWSER })).toBe(true);
    expect(await counted(slug, { ip, userAgent: `${BROWSER} Edg/126.0` })).toBe(true);
    expect(await visitsOf(owner)).toBe(3);
  });

  it('never stores the address', async () => {
    const owner = await signUp(app);
    const ip = uniqueAddress();
    expect(await counted(owner.body.url, { ip, userAgent: BROWSER })).toBe(true);
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(storeVisits)
      .where(eq(storeVisits.storeId, await storeIdOf(owner.email)));
    expect(rows).toHaveLength(1);
    expect(
      JSON.stringify(rows, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    ).not.toContain(ip);
  });

  it('does not count bots, or a request without a user agent', async () => {
    const owner = await signUp(app);
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'curl/8.5.0',
      '   ',
    ];
    for (const userAgent of bots) {
      expect(await counted(owner.body.url, { ip: uniqueAddress(), userAgent })).toBe(false);
    }
    // `inject` always sends a user agent; the service is asked directly for a request without.
    const visits = await visitsService(() => new Date());
    expect(
      await visits.visit(owner.body.url, { ip: uniqueAddress(), userAgent: undefined }),
    ).toEqual({ counted: false });
    expect(await visitsOf(owner)).toBe(0);
  });

  it('answers 404 for an address no store has', async () => {
    const response = await visit('no-such-store-here', { ip: uniqueAddress(), userAgent: BROWSER });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: serverErrors.notFound });
  });

  it('is limited per address', async () => {
    const owner = await signUp(app);
    const ip = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await visit(owner.body.url, { ip, userAgent: BROWSER })).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts a repeat within 60 seconds once, even across a minute's boundary", async () => {
    const owner = await signUp(app);
    let at = new Date('2031-05-01T12:00:59.500Z');
    const visits = await visitsService(() => at);
    const visitor = { ip: uniqueAddress(), userAgent: BROWSER };
    expect(await visits.visit(owner.body.url, visitor)).toEqual({ counted: true });
    at = new Date('2031-05-01T12:01:30.000Z'); // another minute, 30.5 s later
    expect(await visits.visit(owner.body.url, visitor)).toEqual({ counted: false });
    at = new Date('2031-05-01T12:02:00.000Z'); // 60.5 s after the counted one
    expect(await visits.visit(owner.body.url, visitor)).toEqual({ counted: true });
    expect(await visitsOf(owner)).toBe(2);
  });
});

describe('GET /products/website/hits', () => {
  const traffic = (headers: Record<string, string>) =>
    app.inject({ url: endpointUrl(storeSetupEndpoints.traffic), headers });

  it("counts the store's visits in the last 24 hours, 7, 30 and 365 days", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const hour = 3_600_000;
    const day = 24 * hour;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const agos = [23 * hour, 25 * hour, 6 * day, 8 * day, 29 * day, 31 * day, 364 * day, 366 * day];
    await insertVisits(await storeIdOf(owner.email), agos.map(ago));
    await insertVisits(await storeIdOf(rival.email), [ago(hour), ago(2 * day)]);

    const response = await traffic(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<Traffic>()).toEqual({
      last24hrs: 1,
      lastWeek: 3,
      lastMonth: 5,
      lastYear: 7,
    });
    const staff = await traffic(await staffHeaders(app, owner));
    expect(staff.json<Traffic>()).toEqual(response.json());
    expect((await traffic(rival.headers)).json<Traffic>()).toEqual({
      last24hrs: 1,
      lastWeek: 2,
      lastMonth: 2,
      lastYear: 2,
    });
  });

  it('answers zeros for a store without visits, and 401 without a session', async () => {
    const owner = await signUp(app);
    expect((await traffic(owner.headers)).json()).toEqual({
      last24hrs: 0,
      lastWeek: 0,
      lastMonth: 0,
      lastYear: 0,
    });
    const anonymous = await traffic({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });
  });
});
