import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type {
  CardPaymentDetail,
  CardPaymentList,
  CardRefundRequest,
} from '@olivia/contracts/card-payments';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { cardMessages } from '@olivia/contracts/card-messages';
import { paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { ReceiptList } from '@olivia/contracts/receipts';
import { walletTransactions } from '../../../src/db/schema/wallet-transactions';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { payAccount } from '../../helpers/checkout';
import { createLink, startedPayment } from '../../helpers/payment-links';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo, testDatabase } from '../../helpers/test-app';
import { fundWallet, PIN, setPin, setStaffPin } from '../../helpers/transfers';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';

let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      // Refunds are processed as soon as they are asked about again.
      provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 0 }),
      jobs: { now: () => clock },
    },
  );
});
afterAll(() => app.close());

/** Runs the refund jobs due a minute from now (their first answer was 'pending'). */
async function runRefundJobs() {
  clock = new Date(clock.getTime() + 60_000);
  while (((await app.runDueJobs?.()) ?? 0) > 0) {
    // until nothing is due
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
  remoteAddress: uniqueAddress(),
});

/** A store with its PIN and a ₦10,000 card payment paid on one of its links. */
async function paidByCard(amount = 10_000, card = '4084084084084081') {
  const owner = await signUp(app);
  await setPin(app, owner.headers);
  const link = await createLink(app, owner, { amount });
  const payment = await startedPayment(app, link.slug, { method: 'card' });
  await app.inject({ url: payment.checkouturl, ...form({ number: card, expiry: '09/30' }) });
  await app.inject({ url: `/pay/${link.slug}/p/${payment.id}` });
  const list = await app.inject({
    url: endpointUrl(cardPaymentEndpoints.list),
    query: { q: payment.reference },
    headers: owner.headers,
  });
  const [charge] = list.json<CardPaymentList>().content;
  if (!charge) throw new Error('no card payment');
  return { owner, charge, email: charge.payeremail };
}

const refundBody = (overrides: Partial<CardRefundRequest> = {}): CardRefundRequest => ({
  amount: 4_000,
  reason: 'Two of the four yards were damaged',
  pin: PIN,
  ref: randomUUID(),
  ...overrides,
});

const refund = (headers: Record<string, string>, id: string, body: object) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(cardPaymentEndpoints.refund, { id }),
    headers,
    payload: body,
  });

const detail = async (owner: SignedIn, id: string) =>
  (
    await app.inject({ url: endpointUrl(cardPaymentEndpoints.get, { id }), headers: owner.headers })
  ).json<CardPaymentDetail>();

async function walletRows(storeId: string, ref: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.storeId, storeId), eq(walletTransactions.ref, ref)));
}

/** The store's refund receipts, newest first. */
async function refundReceipts(owner: SignedIn) {
  const list = await app.inject({
    url: endpointUrl(receiptEndpoints.list),
    query: { source: 'refund' },
    headers: owner.headers,
  });
  expect(list.statusCode, list.body).toBe(200);
  return list.json<ReceiptList>().content;
}

describe('a card refund', () => {
  it('takes part from the wallet at once, then is processed and the payer told', async () => {
    const { owner, charge, email } = await paidByCard();
    const balance = await walletBalance(owner.body.systemid);
    expect(balance).toBe(10_000_00n - 250_00n);
    const body = refundBody();
    const asked = await refund(owner.headers, charge.id, body);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<CardPaymentDetail>()).toMatchObject({
      refunded: 4_000,
      refundable: 6_000,
      refunds: [{ ref: body.ref, status: 'pending', amount: 4_000, reason: body.reason }],
    });
    expect(await walletBalance(owner.body.systemid)).toBe(balance - 4_000_00n);
    const storeId = (await auditOf(charge.id))[0]?.storeId ?? '';
    expect((await walletRows(storeId, body.ref)).map((row) => [row.agencyTxn, row.status])).toEqual(
      [['CARD REFUND', 'PENDING']],
    );

    await runRefundJobs();
    const done = await detail(owner, charge.id);
    expect(done.refunds[0]).toMatchObject({ status: 'processed', failure: '' });
    expect(done.refunds[0]?.completedat).not.toBeNull();
    expect(await walletBalance(owner.body.systemid)).toBe(balance - 4_000_00n);
    expect((await walletRows(storeId, body.ref)).map((row) => row.status)).toEqual(['SUCCESSFUL']);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toMatch(/^Refund receipt RCT-\d{4} from /);
    expect(mail?.body).toContain('has refunded ₦4,000.00 of your card payment');
    expect(mail?.body).toContain(body.reason);
    expect((await auditOf(charge.id)).map((entry) => entry.action)).toEqual([
      'card_payment.refund_requested',
      'card_payment.refunded',
    ]);

    // The rest (the wallet topped up to cover the card fee it kept), then nothing more.
    await fundWallet(app, owner.headers, 1_000);
    const rest = await refund(owner.headers, charge.id, refundBody({ amount: 6_000 }));
    expect(rest.json<CardPaymentDetail>()).toMatchObject({ refunded: 10_000, refundable: 0 });
    const more = await refund(owner.headers, charge.id, refundBody({ amount: 0.01 }));
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ error: cardMessages.refundAboveRefundable });
  });

  it('gets its own numbered refund receipt once processed, as a page and a PDF', async () => {
    const { owner, charge } = await paidByCard();
    const body = refundBody({ amount: 2_500 });
    await refund(owner.headers, charge.id, body);
    expect(await refundReceipts(owner)).toEqual([]);
    await runRefundJobs();
    const [receipt] = await refundReceipts(owner);
    expect(receipt).toMatchObject({
      source: 'refund',
      method: 'card',
      amount: 2_500,
      fee: 0,
      net: -2_500,
      reference: charge.reference.toUpperCase(),
      payeremail: charge.payeremail,
    });
    expect(receipt?.description).toContain(body.reason);
    const page = await app.inject({ url: new URL(receipt?.url ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Refund receipt');
    expect(page.body).toContain('REFUNDED');
    expect(page.body).toContain('Amount refunded');
    expect(page.body).not.toContain('Amount paid');
    const pdf = await app.inject({ url: `${new URL(receipt?.url ?? '').pathname}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A refund the bank refuses has no receipt.
    await refund(owner.headers, charge.id, refundBody({ amount: 100.13 }));
    await runRefundJobs();
    expect(await refundReceipts(owner)).toHaveLength(1);
  });

  it('answers a replay with the first refund and moves nothing; a reused ref is refused', async () => {
    const { owner, charge } = await paidByCard();
    const body = refundBody();
    const first = await refund(owner.headers, charge.id, body);
    const balance = await walletBalance(owner.body.systemid);
    const again = await refund(owner.headers, charge.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<CardPaymentDetail>().refunds).toEqual(
      first.json<CardPaymentDetail>().refunds,
    );
    expect(await walletBalance(owner.body.systemid)).toBe(balance);
    const reused = await refund(owner.headers, charge.id, { ...body, amount: 1_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: messages.referenceReused });
  });

  it('refuses bad input, a wrong PIN, more than the wallet holds, and a failed payment', async () => {
    const { owner, charge } = await paidByCard();
    const balance = await walletBalance(owner.body.systemid);
    for (const bad of [
      refundBody({ amount: -5 }),
      refundBody({ reason: '' }),
      refundBody({ pin: '12' }),
      { ...refundBody(), ref: 'not-a-uuid' },
      { ...refundBody(), reason: 'x'.repeat(201) },
    ]) {
      expect((await refund(owner.headers, charge.id, bad)).statusCode).toBe(400);
    }
    const wrongPin = await refund(owner.headers, charge.id, refundBody({ pin: '0000' }));
    expect(wrongPin.json()).toMatchObject({ error: messages.incorrectPin });
    // The whole ₦10,000, when the wallet holds ₦9,750 (the fee was kept).
    const tooMuch = await refund(owner.headers, charge.id, refundBody({ amount: 10_000 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ error: messages.insufficientBalance });
    expect(await walletBalance(owner.body.systemid)).toBe(balance);
    expect(await detail(owner, charge.id)).toMatchObject({ refunded: 0, refunds: [] });

    const declined = await paidByCard(10_000, '4000000000000002');
    expect(declined.charge.status).toBe('failed');
    const refused = await refund(declined.owner.headers, declined.charge.id, refundBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: cardMessages.refundNotSuccessful });
  });

  it('gives the money back to the wallet when the bank refuses it', async () => {
    const { owner, charge } = await paidByCard();
    const balance = await walletBalance(owner.body.systemid);
    // The sandbox refuses a refund ending in .13.
    const body = refundBody({ amount: 500.13 });
    await refund(owner.headers, charge.id, body);
    await runRefundJobs();
    const after = await detail(owner, charge.id);
    expect(after).toMatchObject({ refunded: 0, refundable: 10_000 });
    expect(after.refunds[0]).toMatchObject({
      status: 'failed',
      failure: 'Refund declined by the issuing bank (card closed)',
    });
    expect(await walletBalance(owner.body.systemid)).toBe(balance);
    const storeId = (await auditOf(charge.id))[0]?.storeId ?? '';
    const rows = await walletRows(storeId, body.ref);
    expect(rows.map((row) => [row.agencyTxn, row.status]).sort()).toEqual([
      ['CARD REFUND', 'FAILED'],
      ['REVERSAL', 'SUCCESSFUL'],
    ]);
    expect((await auditOf(charge.id)).map((entry) => entry.action)).toContain(
      'card_payment.refund_failed',
    );
  });

  it("is the main user's, or a sub-user's allowed to transfer, and never another store's", async () => {
    const { owner, charge } = await paidByCard();
    const other = await signUp(app);
    await setPin(app, other.headers);
    const foreign = await refund(other.headers, charge.id, refundBody());
    expect(foreign.statusCode).toBe(404);
    await setStaffPin(app, owner.headers);
    const clerk = await staffHeaders(app, owner);
    expect((await refund(clerk, charge.id, refundBody())).statusCode).toBe(403);
    const cashier = await staffHeaders(app, owner, { allowsubusertransfer: true });
    const allowed = await refund(cashier, charge.id, refundBody({ amount: 1_000 }));
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<CardPaymentDetail>().refunds[0]?.requestedby).toBe('Tobi Ade');
    expect(await detail(owner, charge.id)).toMatchObject({ refunded: 1_000 });
  });

  it('lets exactly what was paid through when twenty refunds by four people race', async () => {
    const { owner, charge } = await paidByCard();
    await fundWallet(app, owner.headers, 1_000);
    // Four people: the main user's PIN and the staff PIN, checked one at a time each.
    await setStaffPin(app, owner.headers);
    const people: Record<string, string>[] = [owner.headers];
    for (let i = 0; i < 3; i += 1) {
      people.push(await staffHeaders(app, owner, { allowsubusertransfer: true }));
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        refund(people[index % 4] ?? owner.headers, charge.id, refundBody({ amount: 2_000 })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 400)).toHaveLength(15);
    expect(await detail(owner, charge.id)).toMatchObject({ refunded: 10_000, refundable: 0 });
  });

  it('races a payment into the same wallet without losing either', async () => {
    const { owner, charge } = await paidByCard();
    const before = await walletBalance(owner.body.systemid);
    const link = await createLink(app, owner, { amount: 5_000 });
    const payment = await startedPayment(app, link.slug, { method: 'transfer' });
    const [refunded] = await Promise.all([
      refund(owner.headers, charge.id, refundBody({ amount: 3_000 })),
      payAccount(app, payment.account?.accountnumber ?? ''),
    ]);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const credited = (await detailOfLinkPayment(owner, link.id)) ?? 0;
    expect(credited).toBeGreaterThan(0);
    expect(await walletBalance(owner.body.systemid)).toBe(
      before - 3_000_00n + BigInt(Math.round(credited * 100)),
    );
  });
});

/** What a link's paid payment credited the wallet (major units). */
async function detailOfLinkPayment(owner: SignedIn, linkId: string) {
  const response = await app.inject({
    url: endpointUrl(paymentLinkEndpoints.payments, { id: linkId }),
    headers: owner.headers,
  });
  return response.json<{ content: { credited: number }[] }>().content[0]?.credited;
}
