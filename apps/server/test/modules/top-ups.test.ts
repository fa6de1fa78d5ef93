import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUps } from '../../src/db/schema/top-ups';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus, type StoreEvent } from '../../src/lib/event-bus';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox/sandbox-provider';
import { signUp, type SignedIn } from '../helpers/factories';
import { sandboxChargeSuccess } from '../helpers/sandbox-webhook';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { walletBalance } from '../helpers/wallet-balance';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const events: StoreEvent[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { events: bus });
});
afterAll(() => app.close());

const post = (url: string, merchant: SignedIn, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/olivia${url}`, headers: merchant.headers, payload });
const startTopUp = async (merchant: SignedIn, amount: number, bank = '035') => {
  const response = await post('/agent/pbbt/pbbt', merchant, { amount, bank });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const status = (merchant: SignedIn, reference: string) =>
  post('/agent/pbbt/status', merchant, { ordernumber: '', reference });
const pay = (reference: string, amount?: number) =>
  app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { reference, amount } });

const signedWebhook = (id: string, reference: string, amountMinor: number) =>
  sandboxChargeSuccess(SECRET, { id, reference, amountMinor });

describe('top-up by bank transfer', () => {
  it('lists the channels of the store currency', async () => {
    const ngn = await signUp(app);
    const banks = await app.inject({
      url: '/api/olivia/agent/pbbt/supported-bank',
      headers: ngn.headers,
    });
    expect(banks.json().banks).toEqual(
      expect.arrayContaining([{ code: '035', name: 'Wema Bank' }]),
    );
    const gbp = await signUp(app, { currency: 'GBP' });
    const foreign = await app.inject({
      url: '/api/olivia/agent/pbbt/supported-bank',
      headers: gbp.headers,
    });
    expect(foreign.json().banks).toEqual([{ code: 'SANDBOX', name: 'Olivia Sandbox Bank' }]);
  });

  it('gives account details with a 1% fee capped at ₦300', async () => {
    const merchant = await signUp(app);
    const small = await startTopUp(merchant, 5000);
    expect(small).toMatchObject({ amount: 5000, fee: 50, accountBank: 'Wema Bank' });
    expect(small.walletNumber).toMatch(/^\d{10}$/);
    expect(small.timeoutinmins).toBeCloseTo(30, 0);
    expect((await startTopUp(merchant, 100_000.456)).fee).toBe(300);
  });

  it('refuses amounts under the minimum and unavailable channels, with docs/product messages', async () => {
    const ngn = await signUp(app);
    const low = await post('/agent/pbbt/pbbt', ngn, { amount: 99.99, bank: '035' });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toBe('Least top-up amount is ₦100');
    const closed = await post('/agent/pbbt/pbbt', ngn, { amount: 500, bank: '232' });
    expect(closed.json()).toMatchObject({ error: 'Selected Bank is not available at the moment' });
    const gbp = await signUp(app, { currency: 'GBP' });
    const lowGbp = await post('/agent/pbbt/pbbt', gbp, { amount: 4.99, bank: 'SANDBOX' });
    expect(lowGbp.json().error).toBe('Least top-up amount is £5.00');
    const none = await app.inject({
      method: 'POST',
      url: '/api/olivia/agent/pbbt/pbbt',
      payload: { amount: 500, bank: '035' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('answers each state with docs/product messages until paid, then credits the amount and the fee apart', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 2000);
    expect((await status(merchant, topUp.reference)).json()).toMatchObject({
      status: 'PENDING',
      message: 'No payment received yet',
    });
    const paid = await pay(topUp.reference);
    expect(paid.statusCode).toBe(200);
    const done = (await status(merchant, topUp.reference)).json();
    expect(done).toMatchObject({
      status: 'SUCCESSFUL',
      message: 'Top-up successful',
      amountpaid: 2020,
      credited: 2000,
    });
    expect(await walletBalance(merchant.body.systemid)).toBe(2000_00n);
    expect(events.at(-1)).toMatchObject({ type: 'credit', headid: topUp.reference });
    expect(events.at(-1)?.message).toMatch(
      /^Your wallet was credited with ₦2,000\.00 from top-up TOP_/,
    );
  });

  it("answers 'Record does not exist' for an unknown or another store's reference", async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const topUp = await startTopUp(theirs, 1000);
    for (const reference of ['top_nothing', topUp.reference]) {
      const response = await status(mine, reference);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Record does not exist' });
    }
  });

  it("answers 'No such transaction' for an order number that is not the top-up's", async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 1000);
    const wrong = await post('/agent/pbbt/status', merchant, {
      ordernumber: 'SBX-someone-else',
      reference: topUp.reference,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: 'No such transaction' });
    const right = await post('/agent/pbbt/status', merchant, {
      ordernumber: `SBX-${topUp.reference}`,
      reference: topUp.reference,
    });
    expect(right.json().status).toBe('PENDING');
  });

  it('credits a short payment, says so, and completes with a second one', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 1000);
    await pay(topUp.reference, 500);
    expect((await status(merchant, topUp.reference)).json()).toMatchObject({
      status: 'UNDERPAID',
      message: 'Paid Amount is less than the Requested amount',
      credited: 490,
    });
    await pay(topUp.reference, 510);
    expect((await status(merchant, topUp.reference)).json()).toMatchObject({
      status: 'SUCCESSFUL',
      credited: 1000,
    });
    expect(await walletBalance(merchant.body.systemid)).toBe(1000_00n);
  });

  it("says 'No Payment made' after expiry, yet still credits a late payment", async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 300);
    const { db } = await testDatabase();
    await db
      .update(topUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(topUps.reference, topUp.reference));
    expect((await status(merchant, topUp.reference)).json()).toMatchObject({
      status: 'EXPIRED',
      message: 'No Payment made',
    });
    await pay(topUp.reference);
    expect((await status(merchant, topUp.reference)).json()).toMatchObject({
      status: 'SUCCESSFUL',
    });
    expect(await walletBalance(merchant.body.systemid)).toBe(300_00n);
  });

  it('moves nothing on a redelivered event or a forged signature', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 1000);
    const delivery = signedWebhook('evt_once', topUp.reference, 1010_00);
    expect((await app.inject(delivery)).statusCode).toBe(200);
    expect((await app.inject(delivery)).statusCode).toBe(200);
    const forged = {
      ...delivery,
      headers: { ...delivery.headers, [SANDBOX_SIGNATURE_HEADER]: 'ab'.repeat(64) },
    };
    forged.payload = delivery.payload.replace('evt_once', 'evt_forged');
    expect((await app.inject(forged)).statusCode).toBe(401);
    expect(await walletBalance(merchant.body.systemid)).toBe(1000_00n);
  });

  it('keeps money for an unknown reference in unclaimed funds', async () => {
    const response = await app.inject(signedWebhook(`evt_${Date.now()}`, 'top_unknown', 777));
    expect(response.statusCode).toBe(200);
    const { db } = await testDatabase();
    expect(
      await createLedger(db, createEventBus()).systemBalance('unclaimed_funds', 'NGN'),
    ).toBeGreaterThanOrEqual(777n);
  });

  it('credits once under 50 concurrent deliveries, and exactly under 50 different payments', async () => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 100_000);
    const same = signedWebhook(`evt_same_${topUp.reference}`, topUp.reference, 1_000_00);
    const results = await Promise.all(Array.from({ length: 50 }, () => app.inject(same)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await walletBalance(merchant.body.systemid)).toBe(1_000_00n - 300_00n);

    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject(signedWebhook(`evt_${i}_${topUp.reference}`, topUp.reference, 2_000_00)),
      ),
    );
    expect(await walletBalance(merchant.body.systemid)).toBe(1_000_00n - 300_00n + 50n * 2_000_00n);
  });
});
