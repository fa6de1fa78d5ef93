import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { splitPaymentMessages } from '@olivia/contracts/split-payment-messages';
import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import type {
  SplitGroup,
  SplitPayee,
  SplitPayeeRequest,
  SplitShareList,
} from '@olivia/contracts/split-payments';
import { splitPayees, splitShares } from '../../../src/db/schema/split-payments';
import { payouts } from '../../../src/db/schema/transfers';
import { createEventBus, type StoreEvent } from '../../../src/lib/event-bus';
import { createLedger } from '../../../src/modules/ledger/ledger.service';
import { createSplitBatches } from '../../../src/modules/split-payments/public';
import type { PayoutSettlement } from '../../../src/modules/transfers/public';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { payAccount } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { createLink, startedPayment } from '../../helpers/payment-links';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { ACCESS_BANK, SANDBOX_ACCOUNTS } from '../../helpers/transfers';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';

const DAY = 86_400_000;
const events: StoreEvent[] = [];
let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp(
    {},
    {
      events: bus,
      provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 0 }),
      jobs: { now: () => clock },
    },
  );
});
afterAll(() => app.close());

const json = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, body: object) =>
  app.inject({ method, url, headers, payload: body });

const payeeBody = (overrides: Partial<SplitPayeeRequest> = {}): SplitPayeeRequest => ({
  name: 'Kemi Tailoring',
  bankcode: ACCESS_BANK,
  accountnumber: SANDBOX_ACCOUNTS.success,
  schedule: 'daily',
  ...overrides,
});

/** A store with one payee on `overrides`' schedule, taking 20% of every link payment. */
async function scheduledStore(overrides: Partial<SplitPayeeRequest> = {}) {
  const owner = await signUp(app);
  const created = await json(
    owner.headers,
    'POST',
    endpointUrl(splitPayeeEndpoints.create),
    payeeBody(overrides),
  );
  expect(created.statusCode, created.body).toBe(201);
  const payee = created.json<SplitPayee>();
  const split = await json(owner.headers, 'POST', endpointUrl(splitGroupEndpoints.create), {
    name: 'Partner',
    type: 'percentage',
    members: [{ payeeid: payee.id, share: 20 }],
  });
  expect(split.statusCode, split.body).toBe(201);
  return { owner, payee, split: split.json<SplitGroup>() };
}

async function paidLink(owner: SignedIn, splitgroupid: string, amount: number) {
  const link = await createLink(app, owner, { amount, splitgroupid });
  const payment = await startedPayment(app, link.slug, { method: 'transfer' });
  await payAccount(app, payment.account?.accountnumber ?? '');
}

const payeeOf = async (owner: SignedIn, id: string) =>
  (
    await app.inject({ url: endpointUrl(splitPayeeEndpoints.get, { id }), headers: owner.headers })
  ).json<SplitPayee>();

const sharesOf = async (owner: SignedIn) =>
  (
    await app.inject({
      url: endpointUrl(splitShareEndpoints.list),
      query: { sort: 'createdat', order: 'asc' },
      headers: owner.headers,
    })
  ).json<SplitShareList>().content;

/** The store's id, from its payee's row. */
async function storeIdOf(payee: SplitPayee) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(splitPayees).where(eq(splitPayees.id, payee.id));
  return row?.storeId ?? '';
}

async function splitPayouts(payee: SplitPayee) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.storeId, await storeIdOf(payee)), eq(payouts.kind, 'split')))
    .orderBy(asc(payouts.createdAt));
}

const tomorrow = () => new Date(Date.now() + DAY);

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a scheduled payee', () => {
  it('has each share held, out of the wallet, and paid in one batch when the period is due', async () => {
    const { owner, payee, split } = await scheduledStore();
    const before = await walletBalance(owner.body.systemid);
    await paidLink(owner, split.id, 10_000);
    await paidLink(owner, split.id, 5_000);
    const held = await sharesOf(owner);
    expect(held.map((share) => [share.status, share.net, share.batch])).toEqual([
      ['held', 2_000, null],
      ['held', 1_000, null],
    ]);
    expect(await splitPayouts(payee)).toEqual([]);
    expect(await payeeOf(owner, payee.id)).toMatchObject({ held: 3_000, paidout: 0 });
    // Not spendable: the wallet got ₦15,000 less fees, less the ₦3,000 held.
    const kept = await walletBalance(owner.body.systemid);
    expect(kept - before).toBeLessThan(12_000_00n);
    expect(kept - before).toBeGreaterThan(11_500_00n);

    // Today's period began before these shares: nothing is due yet.
    await app.settleSplitPayees(new Date());
    expect(await splitPayouts(payee)).toEqual([]);

    // Tomorrow both go in one payout; a second pass of the period pays nothing more.
    // (Other suites' payees may be swept too: only this store's payouts are looked at.)
    await app.settleSplitPayees(tomorrow());
    await app.settleSplitPayees(tomorrow());
    const sent = await splitPayouts(payee);
    expect(sent.map((row) => [row.amount, row.fee, row.status])).toEqual([
      [3_000_00n, 0n, 'successful'],
    ]);
    const batched = await sharesOf(owner);
    expect(batched.map((share) => [share.status, share.payoutref])).toEqual([
      ['successful', sent[0]?.ref],
      ['successful', sent[0]?.ref],
    ]);
    expect(batched[0]?.batch).toMatchObject({ schedule: 'daily', shares: 2, net: 3_000 });
    expect(await payeeOf(owner, payee.id)).toMatchObject({ held: 0, paidout: 3_000 });
    expect(await walletBalance(owner.body.systemid)).toBe(kept);
    const storeId = await storeIdOf(payee);
    expect(
      events.some(
        (event) =>
          event.storeId === storeId &&
          event.code === 'splitBatchPaid' &&
          event.params.account === 'Sandbox Success Account',
      ),
    ).toBe(true);
  });

  it('has what refunds took back withheld from the batch, back in the wallet', async () => {
    const { owner, payee, split } = await scheduledStore();
    await paidLink(owner, split.id, 10_000);
    const { db } = await testDatabase();
    await db.update(splitPayees).set({ owed: 500_00n }).where(eq(splitPayees.id, payee.id));
    const kept = await walletBalance(owner.body.systemid);
    await app.settleSplitPayees(tomorrow());
    const [sent] = await splitPayouts(payee);
    expect(sent?.amount).toBe(1_500_00n);
    expect((await sharesOf(owner))[0]?.batch).toMatchObject({ net: 1_500, withheld: 500 });
    expect(await walletBalance(owner.body.systemid)).toBe(kept + 500_00n);
    expect(await payeeOf(owner, payee.id)).toMatchObject({ held: 0, owed: 0, paidout: 1_500 });
  });

  it('gives a failed batch back to the wallet and tells the merchant', async () => {
    const { owner, payee, split } = await scheduledStore({
      accountnumber: SANDBOX_ACCOUNTS.fails,
    });
    await paidLink(owner, split.id, 10_000);
    const kept = await walletBalance(owner.body.systemid);
    await app.settleSplitPayees(tomorrow());
    await waitFor(async () => (await sharesOf(owner))[0]?.status === 'failed');
    expect(await walletBalance(owner.body.systemid)).toBe(kept + 2_000_00n);
    const storeId = await storeIdOf(payee);
    await waitFor(async () =>
      events.some((event) => event.storeId === storeId && event.code === 'splitBatchFailed'),
    );
    // One notice, the batch's own: not also the generic "transfer returned" credit.
    const [payout] = await splitPayouts(payee);
    const told = events.filter(
      (event) => event.storeId === storeId && event.headid.startsWith(payout?.ref ?? '?'),
    );
    expect(told.map((event) => event.code)).toEqual(['splitBatchFailed']);
  });

  it('is paid once when two sweeps run at once', async () => {
    const { owner, payee, split } = await scheduledStore({ schedule: 'weekly', scheduleday: 3 });
    await paidLink(owner, split.id, 10_000);
    const inAWeek = new Date(Date.now() + 7 * DAY);
    await Promise.all([app.settleSplitPayees(inAWeek), app.settleSplitPayees(inAWeek)]);
    const sent = await splitPayouts(payee);
    expect(sent.map((row) => row.amount)).toEqual([2_000_00n]);
    expect((await sharesOf(owner))[0]?.batch?.shares).toBe(1);
  });

  it('has a batch whose process died before sending it sent once, by the reconciler', async () => {
    const { owner, payee, split } = await scheduledStore();
    await paidLink(owner, split.id, 10_000);
    const { db } = await testDatabase();
    // Credited two days ago: today's period is due.
    await db
      .update(splitShares)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(splitShares.payeeId, payee.id));
    // The batch is committed, then its process dies before the provider is asked.
    const dying = createSplitBatches({
      db,
      ledger: createLedger(db, createEventBus()),
      payouts: () => ({ send: async () => undefined }) as unknown as PayoutSettlement,
      providerName: 'sandbox',
      now: () => new Date(),
    });
    expect(await dying.settlePayee(payee.id, new Date(Date.now() - 61_000))).toBeDefined();
    const [unsent] = await splitPayouts(payee);
    expect(unsent).toMatchObject({ amount: 2_000_00n, status: 'pending', sentAt: null });
    // Another pass of the period makes nothing new; the reconciler sends it under its own ref.
    await app.settleSplitPayees(new Date());
    await app.reconcilePayouts();
    await waitFor(async () => (await splitPayouts(payee))[0]?.status === 'successful');
    expect((await splitPayouts(payee)).map((row) => row.ref)).toEqual([unsent?.ref]);
    expect(await payeeOf(owner, payee.id)).toMatchObject({ held: 0, paidout: 2_000 });
  });

  it('keeps the books whole when a payment arrives while the sweep runs', async () => {
    const { owner, payee, split } = await scheduledStore();
    await paidLink(owner, split.id, 10_000);
    await Promise.all([paidLink(owner, split.id, 5_000), app.settleSplitPayees(tomorrow())]);
    const shares = await sharesOf(owner);
    const batched = shares.filter((share) => share.batch);
    const waiting = shares.filter((share) => share.status === 'held');
    // The first is in the batch; the second in it too, or held for the next period.
    expect(batched.length).toBeGreaterThanOrEqual(1);
    expect(batched.length + waiting.length).toBe(2);
    const sum = (list: typeof shares) => list.reduce((total, share) => total + share.net, 0);
    expect(await payeeOf(owner, payee.id)).toMatchObject({
      held: sum(waiting),
      paidout: sum(batched),
    });
    expect((await splitPayouts(payee)).map((row) => row.amount)).toEqual([
      BigInt(sum(batched) * 100),
    ]);
  });

  it('moved to instant, has what was held paid at the next sweep, by the sweep job', async () => {
    const { owner, payee, split } = await scheduledStore({ schedule: 'monthly', scheduleday: 28 });
    await paidLink(owner, split.id, 10_000);
    const moved = await json(
      owner.headers,
      'PUT',
      endpointUrl(splitPayeeEndpoints.update, { id: payee.id }),
      payeeBody({ schedule: 'instant', scheduleday: 0 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<SplitPayee>()).toMatchObject({ schedule: 'instant', held: 2_000 });
    expect((await auditOf(payee.id)).map((row) => row.action)).toEqual([
      'split_payee.created',
      'split_payee.rescheduled',
    ]);
    // The sweep's row is due ten minutes after it is scheduled.
    await app.jobs.scheduleSweeps();
    clock = new Date(Date.now() + 11 * 60_000);
    while (((await app.runDueJobs?.()) ?? 0) > 0) {
      // the sweep (and anything else due)
    }
    await waitFor(async () => (await sharesOf(owner))[0]?.status === 'successful');
    expect((await splitPayouts(payee)).map((row) => row.amount)).toEqual([2_000_00n]);
    // New shares go at once, as any instant payee's.
    await paidLink(owner, split.id, 5_000);
    expect((await sharesOf(owner)).map((share) => [share.status, share.batch?.shares])).toEqual([
      ['successful', 1],
      ['successful', undefined],
    ]);
  });
});

describe('a payee’s schedule', () => {
  it('refuses a wrong day, a sub-user, and another store’s payee', async () => {
    const { owner, payee } = await scheduledStore();
    const wrongDay = await json(
      owner.headers,
      'PUT',
      endpointUrl(splitPayeeEndpoints.update, { id: payee.id }),
      payeeBody({ schedule: 'monthly', scheduleday: 31 }),
    );
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json()).toMatchObject({
      details: { scheduleday: [splitPaymentMessages.splitScheduleDay] },
    });
    const staff = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const bySubUser = await json(
      staff,
      'PUT',
      endpointUrl(splitPayeeEndpoints.update, { id: payee.id }),
      payeeBody({ schedule: 'weekly', scheduleday: 1 }),
    );
    expect(bySubUser.statusCode).toBe(403);
    const other = await signUp(app);
    const foreign = await json(
      other.headers,
      'PUT',
      endpointUrl(splitPayeeEndpoints.update, { id: payee.id }),
      payeeBody({ schedule: 'instant' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await payeeOf(owner, payee.id)).toMatchObject({ schedule: 'daily', scheduleday: 0 });
  });
});
