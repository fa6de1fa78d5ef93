import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentEndpoints } from '@olivia/contracts/card-payment-endpoints';
import type { CardPaymentDetail, CardPaymentList } from '@olivia/contracts/card-payments';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { payEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type { PublicLinkPayment } from '@olivia/contracts/payment-links';
import { receipts } from '../../../src/db/schema/receipts';
import { topUps } from '../../../src/db/schema/top-ups';
import { cardFee } from '../../../src/modules/card-payments/card-fee';
import { createSandboxProvider } from '../../../src/payments/sandbox/sandbox-provider';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { createLink, getLink, startedPayment } from '../../helpers/payment-links';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

let clock = new Date();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      // The timeout card fails as soon as it is asked about again.
      provider: (webhookSecret) => createSandboxProvider({ webhookSecret, quickSettleMs: 0 }),
      jobs: { now: () => clock },
    },
  );
});
afterAll(() => app.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
  remoteAddress: uniqueAddress(),
});

/** A card payment of `amount` started on a new link; answers the payment and its card page. */
async function cardPayment(owner: SignedIn, amount = 10_000) {
  const link = await createLink(app, owner, { amount });
  const payment = await startedPayment(app, link.slug, { method: 'card' });
  expect(payment.checkouturl).toBe(`/sandbox-card/${payment.reference}`);
  return { link, payment, page: payment.checkouturl };
}

/** The payer's return from the card page, where the payment is verified. */
async function returned(payment: PublicLinkPayment) {
  const response = await app.inject({ url: endpointUrl(payEndpoints.payment, { id: payment.id }) });
  const page = await app.inject({ url: `/pay/${payment.link.slug}/p/${payment.id}` });
  return { state: response.json<PublicLinkPayment>(), page: page.body };
}

async function cardOf(owner: SignedIn, reference: string) {
  const list = await app.inject({
    url: endpointUrl(cardPaymentEndpoints.list),
    query: { q: reference },
    headers: owner.headers,
  });
  const [row] = list.json<CardPaymentList>().content;
  if (!row) throw new Error(`no card payment ${reference}`);
  const detail = await app.inject({
    url: endpointUrl(cardPaymentEndpoints.get, { id: row.id }),
    headers: owner.headers,
  });
  return detail.json<CardPaymentDetail>();
}

describe('a card payment on a link', () => {
  it('is paid on the card page, verified on return, credited once less the card fee', async () => {
    const owner = await signUp(app);
    const { link, payment, page } = await cardPayment(owner);
    const done = await app.inject({
      url: page,
      ...form({ number: '4084 0840 8408 4081', expiry: '09/30', cvv: '408' }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`http://olivia.test/pay/${link.slug}/p/${payment.id}`);
    const back = await returned(payment);
    expect(back.state).toMatchObject({ status: 'paid', method: 'card', failure: '' });
    expect(back.page).toContain('data-status="paid"');
    const fee = cardFee(10_000_00n, 'NGN');
    expect(fee).toBe(250_00n);
    expect(await walletBalance(owner.body.systemid)).toBe(10_000_00n - fee);
    const card = await cardOf(owner, payment.reference);
    expect(card).toMatchObject({
      status: 'successful',
      brand: 'visa',
      last4: '4081',
      bin: '408408',
      bank: 'Test Bank',
      amount: 10_000,
      fee: 250,
      net: 9_750,
      gatewayresponse: 'Approved',
      failurecategory: null,
    });
    expect(card.steps.map((step) => step.step)).toEqual(['initialized', 'card', 'success']);
    expect((await getLink(app, owner, link.id)).payments).toBe(1);
    const { db } = await testDatabase();
    const [receipt] = await db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentReference, payment.reference));
    expect(receipt).toMatchObject({ method: 'card', amount: 10_000_00n, fee });
    // Asked again (the verify job, a reload): nothing more is credited.
    await returned(payment);
    expect(await walletBalance(owner.body.systemid)).toBe(10_000_00n - fee);
  });

  it.each([
    ['4000000000000002', 'Declined by the issuing bank (Do Not Honour)', 'bank'],
    ['4000000000009995', 'Insufficient Funds', 'customer'],
    ['4111111111111111', 'Invalid card number', 'customer'],
    ['4000000000000119', 'Issuer or switch inoperative (timed out)', 'bank'],
  ])('card %s fails (%s), credits nothing and frees the place', async (number, reason, who) => {
    const owner = await signUp(app);
    const link = await createLink(app, owner, { completionlimit: 1, amount: 3000 });
    const payment = await startedPayment(app, link.slug, { method: 'card' });
    await app.inject({ url: payment.checkouturl, ...form({ number, expiry: '09/30' }) });
    const back = await returned(payment);
    expect(back.state).toMatchObject({ status: 'failed', failure: reason });
    expect(back.page).toContain(reason);
    expect(await walletBalance(owner.body.systemid)).toBe(0n);
    expect(await cardOf(owner, payment.reference)).toMatchObject({
      status: 'failed',
      failurecategory: who,
    });
    // The place the failed payment held is free again.
    await startedPayment(app, link.slug, { method: 'card' });
  });

  it('asks for the OTP (a wrong one fails) and the 3-D Secure approval', async () => {
    const owner = await signUp(app);
    const otp = await cardPayment(owner, 2000);
    const asked = await app.inject({ url: otp.page, ...form({ number: '5060666666666666666' }) });
    expect(asked.body).toContain('Enter the OTP');
    await app.inject({ url: `${otp.page}/otp`, ...form({ otp: '123456' }) });
    expect((await returned(otp.payment)).state.status).toBe('paid');

    const wrong = await cardPayment(owner, 2000);
    await app.inject({ url: wrong.page, ...form({ number: '5060666666666666666' }) });
    await app.inject({ url: `${wrong.page}/otp`, ...form({ otp: '000000' }) });
    expect((await returned(wrong.payment)).state.failure).toBe(
      'Token Authentication Failed (wrong OTP)',
    );
    expect((await cardOf(owner, wrong.payment.reference)).failurecategory).toBe('customer');

    const secure = await cardPayment(owner, 2000);
    const challenge = await app.inject({
      url: secure.page,
      ...form({ number: '4000000000003220' }),
    });
    expect(challenge.body).toContain('3-D Secure');
    await app.inject({ url: `${secure.page}/3ds`, ...form({ approve: 'no' }) });
    expect((await returned(secure.payment)).state.failure).toBe('3-D Secure authentication failed');
    expect(await walletBalance(owner.body.systemid)).toBe(2000_00n - cardFee(2000_00n, 'NGN'));
  });

  it('is abandoned when the payer leaves, or when nothing happened by the end of its hold', async () => {
    const owner = await signUp(app);
    const left = await cardPayment(owner);
    await app.inject({ url: `${left.page}/cancel`, ...form({}) });
    expect((await returned(left.payment)).state.status).toBe('failed');
    expect((await cardOf(owner, left.payment.reference)).status).toBe('abandoned');

    const idle = await cardPayment(owner);
    clock = new Date(Date.now() + 32 * 60_000);
    while ((await (app as unknown as { runDueJobs(): Promise<number> }).runDueJobs()) > 0) {
      // every due job, this suite's verify jobs among them
    }
    expect((await cardOf(owner, idle.payment.reference)).status).toBe('abandoned');
    clock = new Date();
  });

  it("is listed for its store only; another store's id is 404", async () => {
    const owner = await signUp(app);
    const { payment } = await cardPayment(owner);
    const card = await cardOf(owner, payment.reference);
    const stranger = await signUp(app);
    const response = await app.inject({
      url: endpointUrl(cardPaymentEndpoints.get, { id: card.id }),
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    const { db } = await testDatabase();
    const [topUp] = await db.select().from(topUps).where(eq(topUps.reference, payment.reference));
    expect(topUp).toMatchObject({ channel: 'card', accountNumber: '' });
  });
});
