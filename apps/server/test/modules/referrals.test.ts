import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import type { ReferralsPage, ReferralSummary } from '@olivia/contracts/referrals';
import { queryRows } from '../../src/db/client';
import { stores } from '../../src/db/schema/accounts';
import { signUp, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = SignedIn['headers'];

async function summaryOf(headers: Headers): Promise<ReferralSummary> {
  const response = await app.inject({ url: endpointUrl(referralEndpoints.summary), headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function referredOf(headers: Headers, query = ''): Promise<ReferralsPage> {
  const response = await app.inject({
    url: `${endpointUrl(referralEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (page: ReferralsPage) => page.content.map((store) => store.name);

/** A referrer and three stores that signed up with its code, the second one verified. */
async function referrerWithThree() {
  const referrer = await signUp(app, { businessname: 'Ada Prints' });
  const { code } = await summaryOf(referrer.headers);
  const referred = [];
  for (const [businessname, typed] of [
    ['Bola Beads', code],
    ['Chike Shoes', code.toLowerCase()],
    ['Dayo Drinks', ` ${code} `],
  ] as const) {
    referred.push(await signUp(app, { businessname, referralcode: typed }));
  }
  const { db } = await testDatabase();
  await db
    .update(stores)
    .set({ isVerified: true })
    .where(eq(stores.systemId, referred[1]?.body.systemid ?? ''));
  return { referrer, code, referred };
}

describe('GET /referrals/summary', () => {
  it("answers the store's code, its sign-up link and no reward yet", async () => {
    const owner = await signUp(app);
    const summary = await summaryOf(owner.headers);
    expect(summary.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(summary).toEqual({
      code: summary.code,
      link: `http://olivia.test/sign-up/${summary.code}`,
      signedup: 0,
      verified: 0,
      reward: 'not_yet_earning',
    });
  });

  it('counts the stores that signed up with the code, whatever its case, and the verified', async () => {
    const { referrer } = await referrerWithThree();
    expect(await summaryOf(referrer.headers)).toMatchObject({ signedup: 3, verified: 1 });
  });
});

describe('GET /referrals', () => {
  it('lists the referred stores newest first: name, sign-up date and verification only', async () => {
    const { referrer, referred } = await referrerWithThree();
    const page = await referredOf(referrer.headers);
    expect(page).toMatchObject({ total: 3, page: 0, size: 10 });
    expect(names(page)).toEqual(['Dayo Drinks', 'Chike Shoes', 'Bola Beads']);
    expect(page.content[1]).toEqual({
      slug: referred[1]?.body.url,
      name: 'Chike Shoes',
      signedupat: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verified: true,
    });
    const text = JSON.stringify(page);
    for (const store of referred) expect(text).not.toContain(store.email);
    expect(text).not.toMatch(/systemid|staticaccount|balance|Amaka/i);
  });

  it('searches by name, filters by verification, sorts and pages', async () => {
    const { referrer } = await referrerWithThree();
    expect(names(await referredOf(referrer.headers, '?q=shoe'))).toEqual(['Chike Shoes']);
    expect(names(await referredOf(referrer.headers, '?status=verified'))).toEqual(['Chike Shoes']);
    expect(names(await referredOf(referrer.headers, '?status=unverified'))).toEqual([
      'Dayo Drinks',
      'Bola Beads',
    ]);
    expect(names(await referredOf(referrer.headers, '?sort=name&order=asc'))).toEqual([
      'Bola Beads',
      'Chike Shoes',
      'Dayo Drinks',
    ]);
    expect(names(await referredOf(referrer.headers, '?sort=verified&order=desc'))[0]).toBe(
      'Chike Shoes',
    );
    const second = await referredOf(referrer.headers, '?size=2&page=1&sort=name&order=asc');
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(names(second)).toEqual(['Dayo Drinks']);
  });

  it('refuses an unknown sort or status with 400', async () => {
    const owner = await signUp(app);
    for (const query of ['?sort=email', '?status=paid', '?size=0']) {
      const response = await app.inject({
        url: `${endpointUrl(referralEndpoints.list)}${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('who may see referrals', () => {
  it("shows each store only its own referrals, to its sub-users too, and nobody's signed out", async () => {
    const { referrer, code } = await referrerWithThree();
    const other = await signUp(app);
    expect((await referredOf(other.headers)).total).toBe(0);
    expect((await summaryOf(other.headers)).code).not.toBe(code);
    const staff = await staffHeaders(app, referrer);
    expect((await referredOf(staff)).total).toBe(3);
    expect(await summaryOf(staff)).toMatchObject({ code, signedup: 3, verified: 1 });
    for (const endpoint of [referralEndpoints.list, referralEndpoints.summary]) {
      const signedOut = await app.inject({ url: endpointUrl(endpoint) });
      expect(signedOut.statusCode).toBe(401);
      const badToken = await app.inject({
        url: endpointUrl(endpoint),
        headers: { ...referrer.headers, token: 'not-a-token' },
      });
      expect(badToken.statusCode).toBe(401);
    }
  });
});

describe('the referred stores index', () => {
  it('walks (referred_by, created_at, id) for a code, newest first, without reading all stores', async () => {
    const { db } = await testDatabase();
    const plan = await db.transaction(async (tx) => {
      // The test database is small: seq scans, bitmap scans and sorts are priced off the table
      // (a disabled node still appears when nothing else can answer), so the plan shows whether
      // an index can serve the list's query, order included, whatever the statistics say.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT * FROM stores WHERE referred_by = 'ADAFAB26'
            ORDER BY created_at DESC, id DESC LIMIT 10`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using stores_referred_by_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
