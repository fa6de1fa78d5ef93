import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryRows } from '../../src/db/client';
import { payouts, transferQuotes } from '../../src/db/schema/transfers';
import { createEventBus } from '../../src/lib/event-bus';
import { createSandboxProvider } from '../../src/payments/sandbox/sandbox-provider';
import type { StoreEvent } from '../../src/lib/event-bus';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  ACCESS_BANK,
  fundWallet,
  merchantWithMoney,
  minor,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  transferBody,
} from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

let app: FastifyInstance;
const events: StoreEvent[] = [];
/** Every payout the provider was asked to make, by reference. */
const providerCalls: string[] = [];
beforeAll(async () => {
  const bus = createEventBus();
  bus.subscribe((event) => events.push(event));
  app = await buildTestApp(
    { SANDBOX_PAYOUT_SETTLE_SECONDS: '0.2', SANDBOX_PAYOUT_DELAY_SECONDS: '1' },
    {
      events: bus,
      provider: (webhookSecret) => {
        const sandbox = createSandboxProvider({
          webhookSecret,
          quickSettleMs: 200,
          slowSettleMs: 1000,
        });
        const createPayout = sandbox.createPayout.bind(sandbox);
        sandbox.createPayout = (request) => {
          providerCalls.push(request.reference);
          return createPayout(request);
        };
        return sandbox;
      },
    },
  );
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const merchantWith = (naira: number) => merchantWithMoney(app, naira);

async function transactions(headers: Headers) {
  const response = await app.inject({
    url: `${endpointUrl(walletEndpoints.transactions)}?size=50&sort=createdat&order=asc`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json().content as { agencyTxn: string; status: string; amount: number; ref: string }[]
  )
    .map(({ agencyTxn, status, amount }) => `${agencyTxn} ${status} ${amount}`)
    .sort();
}

async function payoutStatus(ref: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(payouts).where(eq(payouts.ref, ref));
  return row?.status;
}

describe('POST /agent/transfer/transfer', () => {
  it('pays a supplier: amount + fee leave the wallet once, listed as successful, beneficiary kept', async () => {
    const owner = await merchantWith(10_000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 2500,
    });
    const response = await sendTransfer(
      app,
      owner.headers,
      transferBody(validation, { addtobeneficiary: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'SUCCESSFUL',
      message: messages.transferSuccessful,
      ref: validation.ref,
      amount: 2500,
      fee: 10,
      total: 2510,
      accountname: 'Sandbox Success Account',
      accountnumber: SANDBOX_ACCOUNTS.success,
      bankname: 'Access Bank',
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(10_000 - 2510));
    expect(await transactions(owner.headers)).toEqual([
      'FEE SUCCESSFUL 10',
      'TOP-UP SUCCESSFUL 10000',
      'TRANSFER SUCCESSFUL 2500',
    ]);
    const rows = (
      await app.inject({
        url: `${endpointUrl(walletEndpoints.transactions)}?type=TRANSFER`,
        headers: owner.headers,
      })
    ).json().content;
    expect(rows[0].description).toEqual({
      code: 'transferTo',
      params: {
        name: 'Sandbox Success Account',
        bank: 'Access Bank',
        account: SANDBOX_ACCOUNTS.success,
      },
    });
    const detail = await app.inject({
      url: endpointUrl(walletEndpoints.transaction, { id: rows[0].id }),
      headers: owner.headers,
    });
    expect(detail.json().counterparty).toEqual({
      name: 'Sandbox Success Account',
      bank: 'Access Bank',
      account: SANDBOX_ACCOUNTS.success,
    });
    const debit = events.find((event) => event.headid === validation.ref);
    expect(debit).toMatchObject({ type: 'debit', storeId: expect.any(String) });
    expect(debit?.message).toContain('₦2,510.00');

    const listed = await app.inject({
      url: endpointUrl(transferEndpoints.beneficiaries),
      headers: owner.headers,
    });
    expect(listed.json().beneficiaries).toEqual([
      {
        id: expect.any(String),
        beneficiary: 'Sandbox Success Account',
        accountnumber: SANDBOX_ACCOUNTS.success,
        bankcode: ACCESS_BANK,
        bankname: 'Access Bank',
      },
    ]);
  });

  it('answers a replayed ref with its first outcome and moves nothing, sequentially and at once', async () => {
    const owner = await merchantWith(10_000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    const body = transferBody(validation);
    const first = await sendTransfer(app, owner.headers, body);
    for (let i = 0; i < 10; i += 1) {
      const again = await sendTransfer(app, owner.headers, body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    const second = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 1000,
    });
    const together = await Promise.all(
      Array.from({ length: 10 }, () => sendTransfer(app, owner.headers, transferBody(second))),
    );
    for (const answer of together) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().ref).toBe(second.ref);
    }
    expect(await walletBalance(owner.body.systemid)).toBe(minor(10_000 - 2 * 1010));
    // one provider call per ref, however many times it was sent
    expect(providerCalls.filter((ref) => ref === validation.ref)).toHaveLength(1);
    expect(providerCalls.filter((ref) => ref === second.ref)).toHaveLength(1);
    const { db } = await testDatabase();
    const moved = await queryRows<{ count: string }>(
      db,
      sql`SELECT count(*) AS count FROM ledger_transactions WHERE reference LIKE ${`payout:${second.ref}%`}`,
    );
    expect(Number(moved[0]?.count)).toBe(2); // the debit and the payment, once each

    const changed = await sendTransfer(
      app,
      owner.headers,
      transferBody(second, { narration: 'Other' }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(messages.referenceReused);
    const rival = await merchantWith(0);
    const theirs = await sendTransfer(app, rival.headers, transferBody(second));
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a wrong PIN, no PIN, too little money, an expired or altered quote: nothing moves', async () => {
    const owner = await merchantWith(1000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 995,
    });
    const poor = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(poor.statusCode).toBe(400);
    expect(poor.json().error).toBe('Insufficient balance');

    const fits = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 500,
    });
    const wrongPin = await sendTransfer(app, owner.headers, transferBody(fits, { pin: '1111' }));
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json()).toEqual({
      error: messages.incorrectPin,
      details: { pin: [messages.incorrectPin] },
    });
    const shortPin = await sendTransfer(app, owner.headers, transferBody(fits, { pin: '12' }));
    expect(shortPin.json().details).toEqual({ pin: [messages.pinFourCharacters] });
    const altered = await sendTransfer(
      app,
      owner.headers,
      transferBody(fits, { account: '0123456789' }),
    );
    expect(altered.json().error).toBe(messages.transferQuoteMismatch);
    const { db } = await testDatabase();
    await db
      .update(transferQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferQuotes.ref, fits.ref));
    const expired = await sendTransfer(app, owner.headers, transferBody(fits));
    expect(expired.json().error).toBe(messages.transferQuoteExpired);
    const unknown = await sendTransfer(
      app,
      owner.headers,
      transferBody(fits, { ref: 'trf_nosuchquote0000000' }),
    );
    expect(unknown.statusCode).toBe(404);

    const noPin = await signUp(app);
    await fundWallet(app, noPin.headers, 1000);
    const theirs = await quote(app, noPin.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 500,
    });
    const unset = await sendTransfer(app, noPin.headers, transferBody(theirs));
    expect(unset.statusCode).toBe(404);
    expect(unset.json().error).toBe(serverErrors.pinNotSet);

    expect(await walletBalance(owner.body.systemid)).toBe(minor(1000));
    expect(await transactions(owner.headers)).toEqual(['TOP-UP SUCCESSFUL 1000']);
  });

  it('gives the money back when the bank fails the transfer after accepting it', async () => {
    const owner = await merchantWith(5000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.fails,
      amount: 1000,
    });
    const response = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(response.json()).toMatchObject({ status: 'PENDING', message: messages.transferPending });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
    await vi.waitFor(async () => expect(await payoutStatus(validation.ref)).toBe('failed'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000));
    expect(await transactions(owner.headers)).toEqual([
      'FEE FAILED 10',
      'REVERSAL SUCCESSFUL 1010',
      'TOP-UP SUCCESSFUL 5000',
      'TRANSFER FAILED 1000',
    ]);
    const credit = events.find(
      (event) => event.headid === validation.ref && event.type === 'credit',
    );
    expect(credit?.message).toContain('₦1,010.00');
    // the replay now answers the final outcome
    const replay = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(replay.json().status).toBe('FAILED');
  });

  it('gives the money back when a paid transfer is reversed', async () => {
    const owner = await merchantWith(5000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.reverses,
      amount: 2000,
    });
    const response = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(response.json().status).toBe('SUCCESSFUL');
    await vi.waitFor(async () => expect(await payoutStatus(validation.ref)).toBe('reversed'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000));
    expect(await transactions(owner.headers)).toEqual([
      'FEE REVERSED 10',
      'REVERSAL SUCCESSFUL 2010',
      'TOP-UP SUCCESSFUL 5000',
      'TRANSFER REVERSED 2000',
    ]);
  });

  it('holds a delayed transfer in flight until the bank pays it', async () => {
    const owner = await merchantWith(5000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.delayed,
      amount: 1500,
    });
    expect((await sendTransfer(app, owner.headers, transferBody(validation))).json().status).toBe(
      'PENDING',
    );
    expect(await transactions(owner.headers)).toContain('TRANSFER PENDING 1500');
    await vi.waitFor(async () => expect(await payoutStatus(validation.ref)).toBe('successful'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1510));
    expect(await transactions(owner.headers)).toContain('TRANSFER SUCCESSFUL 1500');
  });

  it('leaves an unanswered transfer in flight, never re-sent under a new ref, until the reconciler learns it', async () => {
    const owner = await merchantWith(5000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.timeout,
      amount: 1000,
    });
    const response = await sendTransfer(app, owner.headers, transferBody(validation));
    expect(response.json().status).toBe('PENDING');
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
    const { db } = await testDatabase();
    const [held] = await db.select().from(payouts).where(eq(payouts.ref, validation.ref));
    expect(held?.sentAt).not.toBeNull();
    // its check falls due; the reconciler asks the provider, which says it was paid
    await db
      .update(payouts)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.ref, validation.ref));
    await app.reconcilePayouts();
    expect(await payoutStatus(validation.ref)).toBe('successful');
    expect(await walletBalance(owner.body.systemid)).toBe(minor(5000 - 1010));
    // asked again, nothing moves twice
    await db
      .update(payouts)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.ref, validation.ref));
    await app.reconcilePayouts();
    const moved = await queryRows<{ count: string }>(
      db,
      sql`SELECT count(*) AS count FROM ledger_transactions WHERE reference LIKE ${`payout:${validation.ref}%`}`,
    );
    expect(Number(moved[0]?.count)).toBe(2);
  });
});
