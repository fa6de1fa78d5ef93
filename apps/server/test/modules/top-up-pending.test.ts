import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { TopUpList, TopUpStatusResponse } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { topUps } from '../../src/db/schema/top-ups';
import { signUp, type SignedIn } from '../helpers/factories';
import { sandboxChargeSuccess } from '../helpers/sandbox-webhook';
import { auditOf, staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { walletBalance } from '../helpers/wallet-balance';

const SECRET = 'sandbox-secret-for-pending-tests-0123';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => app.close());

type Headers = SignedIn['headers'];

const startTopUp = async (headers: Headers, amount: number): Promise<TopUpStatusResponse> => {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(topUpEndpoints.create),
    headers,
    payload: { amount, bank: '035' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const list = (headers: Headers, query = '') =>
  app.inject({ url: `${endpointUrl(topUpEndpoints.list)}${query}`, headers });
const openTopUps = async (headers: Headers) => {
  const response = await list(headers, '?state=open&sort=expiresat&order=asc');
  expect(response.statusCode).toBe(200);
  return response.json<TopUpList>().content;
};
const cancel = (headers: Headers | Record<string, never>, reference: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(topUpEndpoints.cancel),
    headers,
    payload: { reference },
  });
const status = (headers: Headers, reference: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(topUpEndpoints.status),
    headers,
    payload: { ordernumber: '', reference },
  });
const pay = (reference: string, amount?: number) =>
  app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { reference, amount } });

describe('pending top-ups', () => {
  it('lists the ones awaiting money with account, amount due and expiry, soonest first', async () => {
    const merchant = await signUp(app);
    const first = await startTopUp(merchant.headers, 1000);
    const second = await startTopUp(merchant.headers, 2000);
    const { db } = await testDatabase();
    const soon = new Date(Date.now() + 5 * 60_000);
    await db.update(topUps).set({ expiresAt: soon }).where(eq(topUps.reference, second.reference));

    const open = await openTopUps(merchant.headers);
    expect(open.map((t) => t.reference)).toEqual([second.reference, first.reference]);
    expect(open[0]).toMatchObject({
      status: 'PENDING',
      accountBank: 'Wema Bank',
      walletNumber: second.walletNumber,
      amount: 2000,
      fee: 20,
      amountpaid: 0,
      amountdue: 2020,
      currency: 'NGN',
      expiresat: soon.toISOString(),
    });
    expect(open[0]?.timeoutinmins).toBeGreaterThan(4);
    expect(open[0]?.timeoutinmins).toBeLessThanOrEqual(5);
  });

  it('keeps a short-paid one with what is still owed, and drops paid and expired ones', async () => {
    const merchant = await signUp(app);
    const short = await startTopUp(merchant.headers, 1000);
    const paid = await startTopUp(merchant.headers, 500);
    const expired = await startTopUp(merchant.headers, 300);
    await pay(short.reference, 500);
    await pay(paid.reference);
    const { db } = await testDatabase();
    await db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(topUps.reference, expired.reference));

    const open = await openTopUps(merchant.headers);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      reference: short.reference,
      status: 'UNDERPAID',
      amountpaid: 500,
      credited: 490,
      amountdue: 510,
    });
    const all = (await list(merchant.headers)).json<TopUpList>();
    expect(all.total).toBe(3);
    expect(all.content.find((t) => t.reference === paid.reference)?.status).toBe('SUCCESSFUL');
  });

  it("never lists another store's top-ups", async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    await startTopUp(theirs.headers, 1000);
    expect(await openTopUps(mine.headers)).toEqual([]);
    expect((await list(mine.headers, '?state=closed')).statusCode).toBe(400);
    expect((await app.inject({ url: endpointUrl(topUpEndpoints.list) })).statusCode).toBe(401);
  });
});

describe('cancelling a top-up', () => {
  it('cancels for real: no longer pending, listed and polled as cancelled, audited', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant.headers, 1000);

    const cancelled = await cancel(merchant.headers, topUp.reference);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', message: 'Top-up cancelled' });
    expect(await openTopUps(merchant.headers)).toEqual([]);
    const listed = (await list(merchant.headers, '?state=cancelled')).json<TopUpList>();
    expect(listed.content.map((t) => [t.reference, t.status])).toEqual([
      [topUp.reference, 'CANCELLED'],
    ]);
    expect((await status(merchant.headers, topUp.reference)).json().status).toBe('CANCELLED');

    const again = await cancel(merchant.headers, topUp.reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('CANCELLED');
    const [row] = await (
      await testDatabase()
    ).db
      .select({ id: topUps.id })
      .from(topUps)
      .where(eq(topUps.reference, topUp.reference));
    const audit = await auditOf(row?.id ?? '');
    expect(audit.map((entry) => entry.action)).toEqual(['top_up.cancelled']);
  });

  it('still credits money that arrives after the cancel, through the sandbox bank and a webhook', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant.headers, 1000);
    await cancel(merchant.headers, topUp.reference);

    expect((await pay(topUp.reference, 500)).statusCode).toBe(200);
    expect(await walletBalance(merchant.body.systemid)).toBe(490_00n);
    expect((await status(merchant.headers, topUp.reference)).json()).toMatchObject({
      status: 'CANCELLED',
      amountpaid: 500,
      credited: 490,
      amountdue: 510,
    });

    const late = sandboxChargeSuccess(SECRET, {
      id: `evt_after_cancel_${topUp.reference}`,
      reference: topUp.reference,
      amountMinor: 510_00,
    });
    expect((await app.inject(late)).statusCode).toBe(200);
    expect(await walletBalance(merchant.body.systemid)).toBe(1000_00n);
    expect((await status(merchant.headers, topUp.reference)).json()).toMatchObject({
      status: 'SUCCESSFUL',
      credited: 1000,
      amountdue: 0,
    });
  });

  it('refuses a top-up already paid in full, and changes nothing', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant.headers, 700);
    await pay(topUp.reference);
    const refused = await cancel(merchant.headers, topUp.reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This top-up is already paid in full; there is nothing to cancel',
    });
    expect((await status(merchant.headers, topUp.reference)).json().status).toBe('SUCCESSFUL');
  });

  it("answers 404 for another store's or an unknown reference, and the top-up stays pending", async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const topUp = await startTopUp(theirs.headers, 1000);
    for (const reference of [topUp.reference, 'top_nothing']) {
      const response = await cancel(mine.headers, reference);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Record does not exist' });
    }
    expect((await openTopUps(theirs.headers)).map((t) => t.reference)).toEqual([topUp.reference]);
  });

  it('lets a sub-user list and cancel as they may create and poll; needs a session and a reference', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const topUp = await startTopUp(owner.headers, 1000);
    expect((await openTopUps(staff)).map((t) => t.reference)).toEqual([topUp.reference]);
    expect((await cancel(staff, topUp.reference)).json().status).toBe('CANCELLED');
    expect(await openTopUps(owner.headers)).toEqual([]);

    expect((await cancel({}, topUp.reference)).statusCode).toBe(401);
    const blank = await cancel(owner.headers, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual({ reference: ['Field is required'] });
  });
});
