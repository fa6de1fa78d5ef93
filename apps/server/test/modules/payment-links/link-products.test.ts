import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderMessages } from '@olivia/contracts/order-messages';
import { paymentLinkMessages } from '@olivia/contracts/payment-link-messages';
import { payEndpoints, paymentLinkEndpoints } from '@olivia/contracts/payment-link-endpoints';
import type {
  LinkPayment,
  PaymentLink,
  PublicLinkPayment,
  PublicPaymentLink,
} from '@olivia/contracts/payment-links';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { ReceiptList } from '@olivia/contracts/receipts';
import { linkPayments } from '../../../src/db/schema/payment-links';
import { createProduct, updateProduct } from '../../helpers/catalog';
import { movementsOf, payAccount, stockOf } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { newLink, payerBody, startPayment, startedPayment } from '../../helpers/payment-links';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import '../../helpers/verify-ledger';

let clock = new Date();
let app: FastifyInstance & { runDueJobs?: () => Promise<number> };
beforeAll(async () => {
  app = await buildTestApp({}, { jobs: { now: () => clock } });
});
afterAll(() => app.close());

/**
 * Runs every job due an hour from now (a payment's release is due when its account closes),
 * then puts the jobs' clock back, so later tests' payments are not out of time.
 */
async function runJobsAnHourOn() {
  const was = clock;
  clock = new Date(clock.getTime() + 3_600_000);
  while (((await app.runDueJobs?.()) ?? 0) > 0) {
    // until nothing is due
  }
  clock = was;
}

const save = (owner: SignedIn, payload: object, id?: string) =>
  app.inject({
    method: id ? 'PUT' : 'POST',
    url: id
      ? endpointUrl(paymentLinkEndpoints.update, { id })
      : endpointUrl(paymentLinkEndpoints.create),
    headers: owner.headers,
    payload,
  });

/** A store selling a ₦12,000 dress (5 in stock) and a ₦3,500 gele (stock as given). */
async function shop(geleStock = 10) {
  const owner = await signUp(app);
  const dress = await createProduct(app, owner, { name: 'Ankara wrap dress', price: 12_000 });
  const gele = await createProduct(app, owner, {
    name: 'Aso-oke gele',
    price: 3_500,
    stock: geleStock,
  });
  return { owner, dress, gele };
}

async function productLink(owner: SignedIn, items: object[]) {
  const response = await save(owner, newLink({ amount: null, items } as object));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentLink>();
}

const publicLink = async (slug: string) =>
  (await app.inject({ url: endpointUrl(payEndpoints.link, { slug }) })).json<PublicPaymentLink>();

describe('a payment link that sells products', () => {
  it('is fixed at their total, priced from the catalogue now, and shows them to the payer', async () => {
    const { owner, dress, gele } = await shop();
    const link = await productLink(owner, [
      { productid: dress.id, quantity: 1 },
      { productid: gele.id, quantity: 2 },
    ]);
    expect(link).toMatchObject({ amounttype: 'fixed', amount: 19_000 });
    expect(link.items).toEqual([
      expect.objectContaining({
        productid: dress.id,
        quantity: 1,
        unitprice: 12_000,
        total: 12_000,
        available: true,
      }),
      expect.objectContaining({
        name: 'Aso-oke gele',
        quantity: 2,
        unitprice: 3_500,
        total: 7_000,
      }),
    ]);

    // A new price is what the next payer pays.
    await updateProduct(app, owner, gele.id, { price: 4_000 });
    const seen = await publicLink(link.slug);
    expect(seen).toMatchObject({ amount: 20_000 });
    expect(seen.items.map((item) => item.total)).toEqual([12_000, 8_000]);
    const page = await app.inject({ url: `/pay/${link.slug}` });
    expect(page.body).toContain('2 × Aso-oke gele');
    expect(page.body).toContain('₦20,000.00');
  });

  it('refuses a payer-chosen amount, another store’s product and a draft one, changing nothing', async () => {
    const { owner, dress } = await shop();
    const payer = await save(owner, {
      ...newLink({ amounttype: 'payer', amount: null }),
      items: [{ productid: dress.id, quantity: 1 }],
    });
    expect(payer.statusCode).toBe(400);
    expect(payer.json().details).toEqual({ amounttype: [paymentLinkMessages.linkProductsFixed] });

    const other = await shop();
    const foreign = await save(owner, {
      ...newLink({ amount: null }),
      items: [{ productid: other.dress.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({
      error: orderMessages.productUnavailable,
      details: { 'items.0': [orderMessages.productUnavailable] },
    });

    const draft = await createProduct(app, owner, { status: 'draft' });
    const drafted = await save(owner, {
      ...newLink({ amount: null }),
      items: [{ productid: draft.id, quantity: 1 }],
    });
    expect(drafted.statusCode).toBe(409);
    const list = await app.inject({
      url: endpointUrl(paymentLinkEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('can gain and lose its products on edit; without them it needs an amount again', async () => {
    const { owner, dress } = await shop();
    const plain = await save(owner, newLink({ amount: 5_000 }));
    const id = plain.json<PaymentLink>().id;
    const withDress = await save(owner, { items: [{ productid: dress.id, quantity: 2 }] }, id);
    expect(withDress.json<PaymentLink>()).toMatchObject({ amount: 24_000, amounttype: 'fixed' });
    const toPayer = await save(owner, { amounttype: 'payer' }, id);
    expect(toPayer.statusCode).toBe(400);
    const cleared = await save(owner, { items: [], amounttype: 'fixed', amount: 7_500 }, id);
    expect(cleared.json<PaymentLink>()).toMatchObject({ amount: 7_500, items: [] });
  });

  it('holds the stock while a payment is open, and the paid receipt lists the products', async () => {
    const { owner, dress, gele } = await shop();
    const link = await productLink(owner, [
      { productid: dress.id, quantity: 1 },
      { productid: gele.id, quantity: 3 },
    ]);
    const payment = await startedPayment(app, link.slug, { email: 'ngozi@example.com' });
    expect(payment).toMatchObject({ amount: 22_500 });
    expect((await stockOf(dress.id)).stock).toBe(4);
    expect((await stockOf(gele.id)).stock).toBe(7);
    expect((await movementsOf(gele.id)).at(-1)).toMatchObject({ reason: 'ordered', change: -3 });

    await payAccount(app, payment.account?.accountnumber ?? '');
    const payments = await app.inject({
      url: endpointUrl(paymentLinkEndpoints.payments, { id: link.id }),
      headers: owner.headers,
    });
    const [paid] = payments.json<{ content: LinkPayment[] }>().content;
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid?.items).toEqual([
      { name: 'Ankara wrap dress', quantity: 1, unitprice: 12_000, total: 12_000, discount: 0 },
      { name: 'Aso-oke gele', quantity: 3, unitprice: 3_500, total: 10_500, discount: 0 },
    ]);
    const receipts = await app.inject({
      url: endpointUrl(receiptEndpoints.list),
      headers: owner.headers,
    });
    const [receipt] = receipts.json<ReceiptList>().content;
    expect(receipt?.lines.map((line) => [line.name, line.quantity, line.total])).toEqual([
      ['Ankara wrap dress', 1, 12_000],
      ['Aso-oke gele', 3, 10_500],
    ]);

    // Paid: the stock stays sold when the account's time is up.
    await runJobsAnHourOn();
    expect((await stockOf(gele.id)).stock).toBe(7);
  });

  it('gives the stock back when a payment is not paid in time', async () => {
    const { owner, gele } = await shop(4);
    const link = await productLink(owner, [{ productid: gele.id, quantity: 4 }]);
    const payment = await startedPayment(app, link.slug);
    expect((await stockOf(gele.id)).stock).toBe(0);
    const soldOut = await startPayment(app, link.slug, payerBody());
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ error: orderMessages.notEnoughStock });

    const { db } = await testDatabase();
    await db
      .update(linkPayments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(linkPayments.id, payment.id));
    await runJobsAnHourOn();
    expect((await stockOf(gele.id)).stock).toBe(4);
    expect((await movementsOf(gele.id)).at(-1)).toMatchObject({ reason: 'released', change: 4 });
    const again = await startedPayment(app, link.slug);
    expect(again.status).toBe('pending');
  });

  it('gives the stock back at once when the card is declined', async () => {
    const { owner, gele } = await shop(5);
    const link = await productLink(owner, [{ productid: gele.id, quantity: 2 }]);
    const payment = await startedPayment(app, link.slug, { method: 'card' });
    expect((await stockOf(gele.id)).stock).toBe(3);
    await app.inject({
      url: payment.checkouturl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: '4000000000000002', expiry: '09/30' }).toString(),
    });
    const read = await app.inject({ url: `/pay/${link.slug}/p/${payment.id}` });
    expect(read.statusCode).toBe(200);
    const after = await app.inject({ url: endpointUrl(payEndpoints.payment, { id: payment.id }) });
    expect(after.json<PublicLinkPayment>().status).toBe('failed');
    expect((await stockOf(gele.id)).stock).toBe(5);
  });

  it('lets exactly the stock through when eight payers race for three', async () => {
    const { owner, gele } = await shop(3);
    const link = await productLink(owner, [{ productid: gele.id, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => startPayment(app, link.slug, payerBody())),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await stockOf(gele.id)).stock).toBe(0);
  });

  it('says so on the payer’s page when a product is no longer sold, and takes no payment', async () => {
    const { owner, dress } = await shop();
    const link = await productLink(owner, [{ productid: dress.id, quantity: 1 }]);
    await updateProduct(app, owner, dress.id, { status: 'draft' });
    const page = await app.inject({ url: `/pay/${link.slug}` });
    expect(page.body).toContain('no longer available');
    expect(page.body).not.toContain('<form');
    const refused = await startPayment(app, link.slug, payerBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: orderMessages.productUnavailable });
  });
});
