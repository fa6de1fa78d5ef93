import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { DAILY_LIMITS } from '@olivia/contracts/verification-tiers';
import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { stores } from '../../src/db/schema/accounts';
import { payouts } from '../../src/db/schema/transfers';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import { minor, settlementKit } from '../helpers/settlements';
import { staffHeaders } from '../helpers/sub-users';
import { storeIdOf } from '../helpers/uploads';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  merchantWithMoney,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setStaffPin,
  transferBody,
} from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
let kit: ReturnType<typeof settlementKit>;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    { provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 200 }) },
  );
  kit = settlementKit(app);
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const TIER0_NGN = DAILY_LIMITS[0].NGN.transfer ?? 0;
const TIER1_GBP = DAILY_LIMITS[1].GBP.settlement ?? 0;

async function transfer(headers: Headers, amount: number, staff = false) {
  const validation = await quote(app, headers, { accountnumber: SANDBOX_ACCOUNTS.success, amount });
  return sendTransfer(app, headers, transferBody(validation), staff);
}

const summary = (headers: Headers) =>
  app.inject({ url: endpointUrl(verificationEndpoints.summary), headers });

async function payoutCount(email: string) {
  const { db } = await testDatabase();
  const storeId = await storeIdOf(email);
  return (await db.select().from(payouts).where(eq(payouts.storeId, storeId))).length;
}

describe('daily payout limits by verification tier (ADR 0045)', () => {
  it("refuses a transfer that would pass tier 0's daily total, changing nothing", async () => {
    const owner = await merchantWithMoney(app, TIER0_NGN + 100_000);
    expect((await transfer(owner.headers, TIER0_NGN - 1_000)).statusCode).toBe(200);
    const before = await walletBalance(owner.body.systemid);
    const refused = await transfer(owner.headers, 1_000.01);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.dailyPayoutLimitReached);
    expect(await walletBalance(owner.body.systemid)).toBe(before);
    expect(await payoutCount(owner.email)).toBe(1);
    // Exactly up to the limit still goes.
    expect((await transfer(owner.headers, 1_000)).statusCode).toBe(200);
    const used = (await summary(owner.headers)).json();
    expect(used).toMatchObject({
      tier: 0,
      limits: { transfer: TIER0_NGN },
      usedToday: { transfer: TIER0_NGN },
    });
  }, 60_000);

  it("counts a sub-user's staff transfers in the store's total", async () => {
    const owner = await merchantWithMoney(app, TIER0_NGN + 10_000);
    await setStaffPin(app, owner.headers);
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    expect((await transfer(owner.headers, TIER0_NGN - 500)).statusCode).toBe(200);
    const refused = await transfer(staff, 600, true);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe(messages.dailyPayoutLimitReached);
    expect((await transfer(staff, 500, true)).statusCode).toBe(200);
  }, 60_000);

  it('lifts the limit to tier 1 once the store is verified', async () => {
    const owner = await merchantWithMoney(app, TIER0_NGN + 10_000);
    const { db } = await testDatabase();
    const storeId = await storeIdOf(owner.email);
    await db.update(stores).set({ isVerified: true }).where(eq(stores.id, storeId));
    expect((await transfer(owner.headers, TIER0_NGN + 5_000)).statusCode).toBe(200);
    // A store verified before its checks were kept (the demo stores): verified, no BVN shown.
    expect((await summary(owner.headers)).json()).toMatchObject({
      tier: 1,
      limits: { transfer: DAILY_LIMITS[1].NGN.transfer },
      identity: { kind: 'bvn', status: 'verified', bvn: '', documents: [] },
    });
  }, 60_000);

  it("refuses a settlement past tier 1's daily total (the settlement ID makes tier 1)", async () => {
    const owner = await kit.withAccount('GBP', TIER1_GBP + 500);
    expect((await kit.settle(owner, TIER1_GBP - 100)).statusCode).toBe(200);
    const refused = await kit.settle(owner, 100.01);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.dailyPayoutLimitReached);
    expect(await walletBalance(owner.body.systemid)).toBe(minor(600));
    expect((await summary(owner.headers)).json()).toMatchObject({
      tier: 1,
      currency: 'GBP',
      limits: { settlement: TIER1_GBP, transfer: null },
      usedToday: { settlement: TIER1_GBP - 100 },
    });
  }, 60_000);

  it('does not count a failed payout: its money came back', async () => {
    const owner = await merchantWithMoney(app, TIER0_NGN + 10_000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.fails,
      amount: TIER0_NGN - 1_000,
    });
    const failed = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(failed.json().status).not.toBe('SUCCESSFUL');
    await expect
      .poll(async () => (await summary(owner.headers)).json().usedToday.transfer, {
        timeout: 20_000,
      })
      .toBe(0);
    expect((await transfer(owner.headers, TIER0_NGN - 1_000)).statusCode).toBe(200);
  }, 60_000);
});
