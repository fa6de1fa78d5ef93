import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { Discount } from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { payEndpoints, paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type {
  LinkPayment,
  PaymentLink,
  PublicLinkPayment,
  PublicPaymentLink,
} from '@olivia/contracts/payment-links';
import { linkPayments } from '../../../src/db/schema/payment-links';
import { createProduct } from '../../helpers/catalog';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import {
  createLink,
  newLink,
  payerBody,
  startPayment,
  startedPayment,
} from '../../helpers/payment-links';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { promotionCalls } from '../promotions/promotion-calls';

let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  app = await buildTestApp({}, { jobs: { now: () => clock } });
});
afterAll(() => app.close());

const { discount, promotion, read } = promotionCalls(() => app);

/** Runs every job due an hour from now (a payment's release), then puts the clock back. */
async function runJobsAnHourOn() {
  const was = clock;
  clock = new Date(clock.getTime() + 3_600_000);
  while (((await app.runDueJobs?.()) ?? 0) > 0) {
    // until nothing is due
  }
  clock = was;
}

async function coupon(owner: SignedIn, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(couponEndpoints.create),
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const readDiscount = async (owner: SignedIn, id: string) =>
  (
    await app.inject({ url: endpointUrl(discountEndpoints.get, { id }), headers: owner.headers })
  ).json<Discount>();

const codeOf = (response: { json: () => { details?: { code?: string[] } } }) =>
  response.json().details?.code?.[0];

/** A store with a 10%-off-the-order code, TENPC (as limited), and a ₦5,000 link. */
async function store(limits: object = {}) {
  const owner = await signUp(app);
  const ten = await discount(owner, { name: 'Ten', kind: 'percentage', value: 10, method: 'code' });
  await coupon(owner, { discountid: ten.id, code: 'tenpc', ...limits });
  const link = await createLink(app, owner, { amount: 5_000 });
  return { owner, ten, link };
}

async function paymentsOf(owner: SignedIn, link: PaymentLink) {
  const response = await app.inject({
    url: endpointUrl(paymentLinkEndpoints.payments, { id: link.id }),
    query: { size: '100' },
    headers: owner.headers,
  });
  return response.json<{ content: LinkPayment[] }>().content;
}

describe('a discount code on a payment link', () => {
  it('takes an order-wide discount off a fixed amount, counted on the discount, shown to the merchant', async () => {
    const { owner, ten, link } = await store();
    const page = await app.inject({ url: endpointUrl(payEndpoints.link, { slug: link.slug }) });
    expect(page.json<PublicPaymentLink>().codes).toBe(true);

    const paid = await startedPayment(app, link.slug, { code: 'tenpc' });
    expect(paid.amount).toBe(4_500);
    const [payment] = await paymentsOf(owner, link);
    expect(payment).toMatchObject({ amount: 4_500, discount: 500, couponcode: 'TENPC' });
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 1, discountgiven: 500 });
  });

  it('refuses a code that is not valid, does not apply, or is not for an amount the payer chooses', async () => {
    const { owner, link } = await store();
    const gele = await createProduct(app, owner, { name: 'Aso-oke gele', price: 3_500 });
    const only = await discount(owner, {
      name: 'Gele only',
      kind: 'percentage',
      value: 20,
      method: 'code',
      appliesto: 'products',
      targetids: [gele.id],
    });
    await coupon(owner, { discountid: only.id, code: 'GELE20' });
    const ended = await discount(owner, {
      name: 'Ended',
      kind: 'fixed',
      value: 100,
      method: 'code',
      startsat: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      endsat: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await coupon(owner, { discountid: ended.id, code: 'OLD100' });

    const bad = await startPayment(app, link.slug, payerBody({ code: 'NOPE' }));
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, discountMessages.couponNotValid]);
    const old = await startPayment(app, link.slug, payerBody({ code: 'OLD100' }));
    expect([old.statusCode, codeOf(old)]).toEqual([400, discountMessages.couponNotValid]);
    // A product's discount does not reach a link's fixed amount.
    const off = await startPayment(app, link.slug, payerBody({ code: 'GELE20' }));
    expect([off.statusCode, codeOf(off)]).toEqual([400, discountMessages.couponNotApplied]);
    const open = await createLink(app, owner, { amounttype: 'payer', amount: null });
    const chosen = await startPayment(app, open.slug, payerBody({ amount: 2_000, code: 'TENPC' }));
    expect([chosen.statusCode, codeOf(chosen)]).toEqual([400, discountMessages.couponNotApplied]);

    // On a link selling the gele, its discount takes 20% off its line.
    const sells = await app.inject({
      method: 'POST',
      url: endpointUrl(paymentLinkEndpoints.create),
      headers: owner.headers,
      payload: newLink({ amount: null, items: [{ productid: gele.id, quantity: 2 }] } as object),
    });
    const geleLink = sells.json<PaymentLink>();
    const paid = await startedPayment(app, geleLink.slug, { code: 'gele20' });
    expect(paid.amount).toBe(5_600);
    const [payment] = await paymentsOf(owner, geleLink);
    expect(payment?.items).toEqual([expect.objectContaining({ total: 7_000, discount: 1_400 })]);
    expect(await paymentsOf(owner, link)).toEqual([]);
  });

  it('keeps the limits, and gives the use back when the payment expires or the card is declined', async () => {
    const { owner, ten, link } = await store({ usagelimit: 1 });
    const first = await startedPayment(app, link.slug, { code: 'TENPC' });
    const used = await startPayment(app, link.slug, payerBody({ code: 'TENPC' }));
    expect([used.statusCode, codeOf(used)]).toEqual([400, discountMessages.couponUsedUp]);

    const { db } = await testDatabase();
    await db
      .update(linkPayments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(linkPayments.id, first.id));
    await runJobsAnHourOn();
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 0, discountgiven: 0 });

    const card = await startedPayment(app, link.slug, { code: 'TENPC', method: 'card' });
    await app.inject({
      url: card.checkouturl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: '4000000000000002', expiry: '09/30' }).toString(),
    });
    const after = await app.inject({ url: endpointUrl(payEndpoints.payment, { id: card.id }) });
    expect(after.json<PublicLinkPayment>().status).toBe('failed');
    const again = await startedPayment(app, link.slug, { code: 'TENPC' });
    expect(again.amount).toBe(4_500);

    const { link: second } = await store({ percustomerlimit: 1 });
    const email = uniqueEmail('repeat');
    await startedPayment(app, second.slug, { code: 'TENPC', email });
    const twice = await startPayment(app, second.slug, payerBody({ code: 'TENPC', email }));
    expect([twice.statusCode, codeOf(twice)]).toEqual([400, discountMessages.couponCustomerLimit]);
  });

  it('counts toward its promotion’s budget, which stops the code when spent', async () => {
    const { owner, ten, link } = await store();
    const made = await promotion(owner, { name: 'Links', budget: 1_000, discountids: [ten.id] });
    await startedPayment(app, link.slug, { code: 'TENPC' });
    await startedPayment(app, link.slug, { code: 'TENPC' });
    expect(await read(owner, made.id)).toMatchObject({
      spent: 1_000,
      orders: 2,
      revenue: 9_000,
      state: 'ended',
      endedreason: 'budget',
    });
    const stopped = await startPayment(app, link.slug, payerBody({ code: 'TENPC' }));
    expect([stopped.statusCode, codeOf(stopped)]).toEqual([400, discountMessages.couponNotValid]);
  });

  it('lets exactly one of 50 parallel payments use a single-use code, and exactly 10 a code of 10', async () => {
    const { owner, ten, link } = await store({ usagelimit: 1 });
    await coupon(owner, { discountid: ten.id, code: 'TENOF10', usagelimit: 10 });
    const race = (code: string, n: number) =>
      Promise.all(
        Array.from({ length: n }, () => startPayment(app, link.slug, payerBody({ code }))),
      );
    const one = await race('TENPC', 50);
    expect(one.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      one.every((r) => r.statusCode === 201 || codeOf(r) === discountMessages.couponUsedUp),
    ).toBe(true);
    const ten10 = await race('TENOF10', 25);
    expect(ten10.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const payments = await paymentsOf(owner, link);
    expect(payments.filter((p) => p.discount === 500)).toHaveLength(11);
    expect(await readDiscount(owner, ten.id)).toMatchObject({ timesused: 11 });
  });

  it('is offered on the pay page and priced there when applied, line by line', async () => {
    const { link } = await store();
    const page = await app.inject({ url: `/pay/${link.slug}` });
    expect(page.body).toContain('name="code"');
    const applied = await app.inject({
      method: 'POST',
      url: `/pay/${link.slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: 'tenpc', intent: 'apply' }).toString(),
      remoteAddress: '10.9.8.7',
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain('Discount (TENPC)');
    expect(applied.body).toMatch(/You pay.*4,500/);
    const wrong = await app.inject({
      method: 'POST',
      url: `/pay/${link.slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code: 'NOPE', intent: 'apply' }).toString(),
      remoteAddress: '10.9.8.8',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(discountMessages.couponNotValid);
    const plain = await signUp(app);
    const without = await createLink(app, plain);
    expect((await app.inject({ url: `/pay/${without.slug}` })).body).not.toContain('name="code"');
  });
});
