import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { payEndpoints, paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { LinkPayment, PublicPaymentLink } from '@olivia/contracts/payment-links';
import { linkPayments } from '../../../src/db/schema/payment-links';
import { topUps } from '../../../src/db/schema/top-ups';
import { walletTransactions } from '../../../src/db/schema/wallet-transactions';
import { createEventBus, type StoreEvent } from '../../../src/lib/event-bus';
import { payAccount } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import {
  createLink,
  getLink,
  payerBody,
  startedPayment,
  startPayment,
} from '../../helpers/payment-links';
import { sandboxChargeSuccess } from '../../helpers/sandbox-webhook';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo, testDatabase } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

const SECRET = 'sandbox-secret-for-link-payment-tests';
const published: StoreEvent[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const events = createEventBus();
  events.subscribe((event) => published.push(event));
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { events });
});
afterAll(() => app.close());

async function topUpOf(reference: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(topUps).where(eq(topUps.reference, reference));
  if (!row) throw new Error(`no top-up ${reference}`);
  return row;
}

async function paymentsOf(owner: SignedIn, linkId: string, query: Record<string, string> = {}) {
  const response = await app.inject({
    url: endpointUrl(paymentLinkEndpoints.payments, { id: linkId }),
    query,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: LinkPayment[]; total: number }>();
}

describe('paying a link', () => {
  it('credits the amount less the fee once, moves the figures, notifies, mails and logs', async () => {
    const owner = await signUp(app, { businessname: 'Kemi Studio' });
    const link = await createLink(app, owner, { name: 'Gele class', amount: 20_000 });
    const payment = await startedPayment(app, link.slug, { email: 'tolu@example.com' });
    expect(payment).toMatchObject({ status: 'pending', amount: 20_000, currency: 'NGN' });
    expect(payment.account).toMatchObject({ amountdue: 20_000 });
    const topUp = await topUpOf(payment.reference);
    expect(topUp).toMatchObject({ amount: 20_000_00n - 200_00n, fee: 200_00n, orderId: null });

    const delivery = sandboxChargeSuccess(SECRET, {
      id: `evt_link_${payment.id}`,
      reference: payment.reference,
      amountMinor: 20_000_00,
    });
    expect((await app.inject(delivery)).statusCode).toBe(200);
    expect((await app.inject(delivery)).statusCode).toBe(200);

    expect(await walletBalance(owner.body.systemid)).toBe(19_800_00n);
    expect(await getLink(app, owner, link.id)).toMatchObject({
      attempts: 1,
      payments: 1,
      revenue: 20_000,
    });
    const [listed] = (await paymentsOf(owner, link.id)).content;
    expect(listed).toMatchObject({ status: 'paid', amount: 20_000, credited: 19_800 });
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.ref, payment.reference));
    expect(rows.map((row) => [row.agencyTxn, row.amount])).toEqual([['LINK PAYMENT', 19_800_00n]]);
    expect(
      published.filter((e) => e.headid === link.id).map(({ code, params }) => ({ code, params })),
    ).toEqual([{ code: 'linkPaid', params: { amount: '₦19,800.00', link: 'Gele class' } }]);
    expect((await latestMailTo('tolu@example.com'))?.body).toContain(
      payment.reference.toUpperCase(),
    );
    expect((await auditOf(link.id)).map((entry) => entry.action)).toContain('payment_link.paid');
    const read = await app.inject({ url: endpointUrl(payEndpoints.payment, { id: payment.id }) });
    expect(read.json()).toMatchObject({ status: 'paid', account: null });
  });

  it('takes the amount a payer chooses at or above the minimum, and no less', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { amounttype: 'payer', minimumamount: 500 });
    const low = await startPayment(app, link.slug, payerBody({ amount: 499.99 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      error: paymentLinkMessages.amountBelowMinimum,
      details: { amount: [paymentLinkMessages.amountBelowMinimum] },
    });
    const chosen = await startedPayment(app, link.slug, { amount: 1234.5 });
    expect(chosen.amount).toBe(1234.5);
    expect((await getLink(app, owner, link.id)).attempts).toBe(1);
  });

  it('asks for what the link collects, and checks choices', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, {
      collectphone: true,
      customfields: [
        { label: 'Size', kind: 'choice', choices: ['S', 'M'], required: true },
        { label: 'Note', kind: 'text', required: false },
      ],
    });
    const missing = await startPayment(app, link.slug, payerBody({ answers: ['XL'] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({
      phone: [messages.required],
      'answers.0': [messages.required],
    });
    const paid = await startedPayment(app, link.slug, { phone: '0803', answers: ['M'] });
    const [row] = (await paymentsOf(owner, link.id)).content;
    expect(row?.id).toBe(paid.id);
    expect(row?.answers).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Note', value: '' },
    ]);
  });

  it('is refused on an inactive or expired link, and on an unknown address', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner);
    await app.inject({
      method: 'PUT',
      url: endpointUrl(paymentLinkEndpoints.update, { id: link.id }),
      headers: owner.headers,
      payload: { active: false },
    });
    const inactive = await startPayment(app, link.slug, payerBody());
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ error: paymentLinkMessages.linkInactive });
    const { db } = await testDatabase();
    const expiring = await createLink(app, owner);
    const { paymentLinks } = await import('../../../src/db/schema/payment-links');
    await db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expiring.id));
    expect((await startPayment(app, expiring.slug, payerBody())).json()).toEqual({
      error: paymentLinkMessages.linkExpired,
    });
    const read = await app.inject({ url: endpointUrl(payEndpoints.link, { slug: expiring.slug }) });
    expect(read.json<PublicPaymentLink>()).toMatchObject({ state: 'expired', banks: [] });
    expect((await startPayment(app, 'no-such-link-here', payerBody())).statusCode).toBe(404);
  });
});

describe('a completion limit', () => {
  it('lets exactly 10 of 50 parallel payers in when the limit is 10', async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { completionlimit: 10, amount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => startPayment(app, link.slug, payerBody())),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      error: paymentLinkMessages.linkLimitReached,
    });
    expect((await getLink(app, owner, link.id)).attempts).toBe(10);
  });

  it("frees an expired payment's place, and counts a late payment as paid", async () => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { completionlimit: 1, amount: 1000 });
    const first = await startedPayment(app, link.slug);
    expect((await startPayment(app, link.slug, payerBody())).statusCode).toBe(409);
    const { db } = await testDatabase();
    await db
      .update(linkPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkPayments.id, first.id));
    const second = await startedPayment(app, link.slug);
    await payAccount(app, second.account?.accountnumber ?? '');
    expect((await getLink(app, owner, link.id)).state).toBe('completed');
    // The first payer's money arrives after their account closed: credited all the same.
    await payAccount(app, first.account?.accountnumber ?? '');
    expect(await getLink(app, owner, link.id)).toMatchObject({ payments: 2, revenue: 2000 });
    expect((await paymentsOf(owner, link.id, { status: 'paid' })).total).toBe(2);
  });
});

describe("another store's link", () => {
  it("is 404 for its payments and changes, and its payer's money reaches its own store", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const link = await createLink(app, owner);
    const response = await app.inject({
      url: endpointUrl(paymentLinkEndpoints.payments, { id: link.id }),
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    const payment = await startedPayment(app, link.slug);
    await payAccount(app, payment.account?.accountnumber ?? '');
    expect(await walletBalance(stranger.body.systemid)).toBe(0n);
    expect(await walletBalance(owner.body.systemid)).toBe(5000_00n - 50_00n);
  });
});
