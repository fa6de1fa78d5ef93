import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { eq } from 'drizzle-orm';
import { payouts } from '../../src/db/schema/transfers';
import { walletTransactions } from '../../src/db/schema/wallet-transactions';
import { insertWalletTransaction } from '../../src/modules/wallet/wallet-transactions.repository';
import { advertAction, advertBody, createAdvert } from '../helpers/adverts';
import { signUp, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  merchantWithMoney,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  transferBody,
} from '../helpers/transfers';
import { storeIdOf } from '../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  // Ranks at ₦1,000 / ₦5,000 / ₦20,000 over 90 days, so a test reaches each with a few movements.
  // Payouts the sandbox fails or reverses are settled 0.2 s after they are sent.
  app = await buildTestApp({
    RANK_THRESHOLDS: 'NGN:1000,5000,20000;*:10,50,200',
    SANDBOX_PAYOUT_SETTLE_SECONDS: '0.2',
  });
});
afterAll(() => app.close());

type Headers = SignedIn['headers'];
const HOUR_MS = 3_600_000;
const RANGE = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-07T23:59:00.000Z' };

const dashboard = async (headers: Headers) => {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(walletEndpoints.dashboard),
    headers,
    payload: RANGE,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardResponse>();
};
const refreshTier = (headers: Partial<Headers>) =>
  app.inject({ url: endpointUrl(walletEndpoints.refreshTier), headers });

let refs = 0;
/** A movement of the store's wallet, written as its writer would, `hoursAgo` hours ago. */
async function movement(
  owner: SignedIn,
  row: { naira: number; hoursAgo: number; direction?: 'credit' | 'debit' } & Partial<{
    status: string;
    currency: string;
  }>,
) {
  const { db } = await testDatabase();
  const at = new Date(Date.now() - row.hoursAgo * HOUR_MS);
  refs += 1;
  await insertWalletTransaction(db, {
    storeId: await storeIdOf(owner.email),
    ref: `DASH${refs}`,
    agencyTxn: row.direction === 'debit' ? 'PAYOUT' : 'TOP-UP',
    status: row.status ?? 'SUCCESSFUL',
    direction: row.direction ?? 'credit',
    currency: row.currency ?? 'NGN',
    amount: BigInt(row.naira * 100),
    meaning: 'test',
    createdBy: 'test',
    createdAt: at,
    modifiedAt: at,
  });
}

/** Sends a transfer of ₦`naira` to a sandbox test account; answers its reference. */
async function transferTo(owner: SignedIn, accountnumber: string, naira: number) {
  const validation = await quote(app, owner.headers, { accountnumber, amount: naira });
  const response = await sendTransfer(app, owner.headers, transferBody(validation));
  expect(response.statusCode, response.body).toBe(200);
  return validation.ref;
}

/** Waits for the bank's last word on a payout. */
async function settled(ref: string, status: string) {
  const { db } = await testDatabase();
  await vi.waitFor(
    async () => {
      const [payout] = await db.select().from(payouts).where(eq(payouts.ref, ref));
      expect(payout?.status).toBe(status);
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** Pays for a 7-day ₦2,000-a-day advert starting `startdate`, then ends it at once. */
async function endedAdvert(owner: SignedIn, startdate: string) {
  const created = await createAdvert(app, owner.headers, advertBody(startdate));
  expect(created.statusCode, created.body).toBe(201);
  const ended = await advertAction(app, owner.headers, 'end', created.json().id as string);
  expect(ended.statusCode, ended.body).toBe(200);
  return ended.json<{ refunded: number }>().refunded;
}

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * HOUR_MS).toISOString().slice(0, 10);

describe('POST /products/dashboard: the last 24 hours', () => {
  it('adds up the successful movements of the last 24 hours, in and out, with their counts', async () => {
    const owner = await signUp(app);
    await movement(owner, { naira: 500, hoursAgo: 1 });
    await movement(owner, { naira: 250.5, hoursAgo: 23.9 });
    await movement(owner, { naira: 120, hoursAgo: 2, direction: 'debit' });
    // not counted: older than 24 hours, not successful, another currency's wallet
    await movement(owner, { naira: 9000, hoursAgo: 24.1 });
    await movement(owner, { naira: 9000, hoursAgo: 1, status: 'PENDING' });
    await movement(owner, { naira: 9000, hoursAgo: 1, status: 'FAILED', direction: 'debit' });
    await movement(owner, { naira: 9000, hoursAgo: 1, currency: 'USD' });
    const figures = await dashboard(owner.headers);
    expect(figures).toMatchObject({
      inflowTotal: 750.5,
      inflowsCount: 2,
      outflowTotal: 120,
      outflowsCount: 1,
    });
  });

  it("counts only the caller's store, and answers zeros for a store with no movement", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await movement(other, { naira: 700, hoursAgo: 1 });
    expect(await dashboard(owner.headers)).toMatchObject({
      inflowTotal: 0,
      inflowsCount: 0,
      outflowTotal: 0,
      outflowsCount: 0,
    });
  });

  it('hides the totals, not the counts, from a sub-user who may not see the balance', async () => {
    const owner = await signUp(app);
    await movement(owner, { naira: 300, hoursAgo: 1 });
    const hidden = await dashboard(await staffHeaders(app, owner));
    expect(hidden).toMatchObject({ inflowTotal: null, inflowsCount: 1, outflowTotal: null });
    const shown = await dashboard(await staffHeaders(app, owner, { viewbalance: true }));
    expect(shown).toMatchObject({ inflowTotal: 300, inflowsCount: 1 });
  });
});

describe('POST /products/dashboard: money given back is neither an inflow nor an outflow', () => {
  it('leaves out a returned transfer and its reversal; a paid one is an outflow', async () => {
    const owner = await merchantWithMoney(app, 5000);
    const failed = await transferTo(owner, SANDBOX_ACCOUNTS.fails, 1000);
    const reversed = await transferTo(owner, SANDBOX_ACCOUNTS.reverses, 2000);
    await transferTo(owner, SANDBOX_ACCOUNTS.success, 500);
    await settled(failed, 'failed');
    await settled(reversed, 'reversed');
    // In: the top-up only, not the ₦1,010 and ₦2,010 that came back. Out: the paid transfer
    // and its fee; the returned ones did not happen.
    expect(await dashboard(owner.headers)).toMatchObject({
      inflowTotal: 5000,
      inflowsCount: 1,
      outflowTotal: 510,
      outflowsCount: 2,
    });
  });

  it('takes an advert refund off the advert it refunds, never as an inflow', async () => {
    const owner = await merchantWithMoney(app, 30_000);
    // Started today: today is run, six days come back. Not started: every day comes back.
    expect(await endedAdvert(owner, dayFromNow(0))).toBe(12_000);
    expect(await endedAdvert(owner, dayFromNow(1))).toBe(14_000);
    expect(await dashboard(owner.headers)).toMatchObject({
      inflowTotal: 30_000,
      inflowsCount: 1,
      outflowTotal: 2000,
      outflowsCount: 1,
    });
  });
});

describe('GET /loan/refresh/batch: the rank', () => {
  it('starts at bronze and rises with 90 days of inflows, shown on the dashboard', async () => {
    const owner = await signUp(app);
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('bronze');
    const refreshed = async () => {
      const response = await refreshTier(owner.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ rank: string }>().rank;
    };
    await movement(owner, { naira: 999.99, hoursAgo: 24 * 30 });
    expect(await refreshed()).toBe('bronze');
    await movement(owner, { naira: 0.01, hoursAgo: 24 * 89 });
    expect(await refreshed()).toBe('silver');
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('silver');
    await movement(owner, { naira: 4000, hoursAgo: 5 });
    expect(await refreshed()).toBe('gold');
    await movement(owner, { naira: 15000, hoursAgo: 1 });
    expect(await refreshed()).toBe('platinum');
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('platinum');
  });

  it('is the rank as of now on every dashboard call, with no refresh pressed', async () => {
    const owner = await signUp(app);
    // A store whose 90 days qualify for silver sees silver on its first dashboard call.
    await movement(owner, { naira: 600, hoursAgo: 24 * 60 });
    await movement(owner, { naira: 400, hoursAgo: 2 });
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('silver');
    // A movement after that call counts on the next one, still without a refresh.
    await movement(owner, { naira: 4000, hoursAgo: 1 });
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('gold');
    // Refresh tier answers the same rank, and the dashboard after it agrees.
    expect((await refreshTier(owner.headers)).json()).toEqual({ rank: 'gold' });
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('gold');
  });

  it('falls when the inflows that earned it leave the 90 days, with no refresh pressed', async () => {
    const owner = await signUp(app);
    await movement(owner, { naira: 1000, hoursAgo: 24 * 89 });
    expect((await refreshTier(owner.headers)).json()).toEqual({ rank: 'silver' });
    // Moved back past the window: what a store that stopped trading looks like 90 days on.
    const { db } = await testDatabase();
    await db
      .update(walletTransactions)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * HOUR_MS) })
      .where(eq(walletTransactions.storeId, await storeIdOf(owner.email)));
    expect((await dashboard(owner.headers)).walletDetails.rank).toBe('bronze');
  });

  it('does not count money out, failed or older than 90 days, or another store', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await movement(owner, { naira: 50_000, hoursAgo: 24 * 91 });
    await movement(owner, { naira: 50_000, hoursAgo: 1, direction: 'debit' });
    await movement(owner, { naira: 50_000, hoursAgo: 1, status: 'FAILED' });
    await movement(other, { naira: 50_000, hoursAgo: 1 });
    expect((await refreshTier(owner.headers)).json()).toEqual({ rank: 'bronze' });
    expect((await refreshTier(other.headers)).json()).toEqual({ rank: 'platinum' });
  });

  it('does not count money that came back as takings', async () => {
    const owner = await merchantWithMoney(app, 999.99);
    await settled(await transferTo(owner, SANDBOX_ACCOUNTS.fails, 500), 'failed');
    expect((await refreshTier(owner.headers)).json()).toEqual({ rank: 'bronze' });
  });

  it('is for a signed-in user of the store: a sub-user refreshes it too, no session is 401', async () => {
    const owner = await signUp(app);
    await movement(owner, { naira: 1000, hoursAgo: 1 });
    const staff = await refreshTier(await staffHeaders(app, owner));
    expect(staff.json()).toEqual({ rank: 'silver' });
    const anonymous = await refreshTier({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(serverErrors.tokenMissing);
  });
});
