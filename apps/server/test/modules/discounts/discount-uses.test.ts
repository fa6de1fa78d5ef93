import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEndpoints, discountEndpoints } from '@olivia/contracts/discount-endpoints';
import type { DiscountUseList } from '@olivia/contracts/discounts';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { invoiceEndpoints } from '@olivia/contracts/invoice-endpoints';
import type { Invoice } from '@olivia/contracts/invoices';
import type { CheckoutResponse } from '@olivia/contracts/storefront';
import { createProduct } from '../../helpers/catalog';
import { checkout, checkoutBody, customerOfOrder, slugOf } from '../../helpers/checkout';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { createLink, startedPayment } from '../../helpers/payment-links';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { eq } from 'drizzle-orm';
import { discountRedemptions } from '../../../src/db/schema/discounts';
import { promotionCalls } from '../promotions/promotion-calls';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const { discount } = promotionCalls(() => app);

const uses = (headers: Record<string, string>, id: string, query: Record<string, string> = {}) =>
  app.inject({ url: endpointUrl(discountEndpoints.uses, { id }), headers, query });

async function post(owner: SignedIn, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** A store whose 10%-off code TENPC was used on an order, a link payment and an invoice. */
async function usedEverywhere() {
  const owner = await signUp(app);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 10_000 });
  const ten = await discount(owner, { name: 'Ten', kind: 'percentage', value: 10, method: 'code' });
  await post(owner, endpointUrl(couponEndpoints.create), { discountid: ten.id, code: 'TENPC' });

  const bought = await checkout(
    app,
    slugOf(owner),
    checkoutBody([{ productid: wrap.id, variantid: null, quantity: 1 }], {
      name: 'Chioma Obi',
      code: 'tenpc',
      method: 'card',
      bank: '',
    }),
  );
  expect(bought.statusCode, bought.body).toBe(201);
  const { order } = bought.json<CheckoutResponse>();

  const link = await createLink(app, owner, { name: 'Ankara class', amount: 5_000 });
  await startedPayment(app, link.slug, { name: 'Tolu Adeyemi', code: 'TENPC' });

  const invoice = (
    await post(owner, endpointUrl(invoiceEndpoints.create), {
      customername: 'Bola Ade',
      customeremail: uniqueEmail('bola'),
      lines: [{ description: 'Tailoring', quantity: 1, unitprice: 20_000 }],
      taxrate: 0,
      duedate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      discountid: ten.id,
    })
  ).json<Invoice>();
  return { owner, ten, order, link, invoice };
}

describe('GET /discounts/:id/uses', () => {
  it('lists where a discount was used, newest first, each with its screen; pages', async () => {
    const { owner, ten, order, link, invoice } = await usedEverywhere();
    const response = await uses(owner.headers, ten.id);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<DiscountUseList>();
    expect(list.total).toBe(3);
    expect(list.content.map(({ id: _, usedat: __, ...use }) => use)).toEqual([
      {
        kind: 'invoice',
        ownerid: invoice.id,
        reference: '',
        customer: 'Bola Ade',
        code: '',
        amount: 2_000,
        currency: 'NGN',
      },
      {
        kind: 'linkpayment',
        ownerid: link.id,
        reference: 'Ankara class',
        customer: 'Tolu Adeyemi',
        code: 'TENPC',
        amount: 500,
        currency: 'NGN',
      },
      {
        kind: 'order',
        ownerid: order.id,
        reference: `#${order.number}`,
        customer: 'Chioma Obi',
        code: 'TENPC',
        amount: 1_000,
        currency: 'NGN',
      },
    ]);

    const sent = await app.inject({
      method: 'POST',
      url: endpointUrl(invoiceEndpoints.send, { id: invoice.id }),
      headers: owner.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [numbered] = (await uses(owner.headers, ten.id)).json<DiscountUseList>().content;
    expect(numbered?.reference).toBe('INV-0001');

    const second = (await uses(owner.headers, ten.id, { size: '2', page: '1' })).json();
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(second.content.map((use: { kind: string }) => use.kind)).toEqual(['order']);
    const oldest = (await uses(owner.headers, ten.id, { order: 'asc', size: '1' })).json();
    expect(oldest.content.map((use: { kind: string }) => use.kind)).toEqual(['order']);
  });

  it('answers an empty page for a discount never used', async () => {
    const owner = await signUp(app);
    const unused = await discount(owner, { name: 'Quiet', kind: 'percentage', value: 5 });
    const response = await uses(owner.headers, unused.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: [], total: 0 });
  });

  it('is every user of the store’s, never another store’s, never signed out', async () => {
    const { owner, ten } = await usedEverywhere();
    const clerk = await staffHeaders(app, owner);
    const asClerk = await uses(clerk, ten.id);
    expect(asClerk.statusCode).toBe(200);
    expect(asClerk.json<DiscountUseList>().total).toBe(3);

    const other = await signUp(app);
    expect((await uses(other.headers, ten.id)).statusCode).toBe(404);
    const otherClerk = await staffHeaders(app, other);
    expect((await uses(otherClerk, ten.id)).statusCode).toBe(404);
    expect((await uses({}, ten.id)).statusCode).toBe(401);
  });

  it('refuses a malformed id or query with 400', async () => {
    const { owner, ten } = await usedEverywhere();
    expect((await uses(owner.headers, 'not-a-uuid')).statusCode).toBe(400);
    expect((await uses(owner.headers, ten.id, { size: '0' })).statusCode).toBe(400);
    expect((await uses(owner.headers, ten.id, { sort: 'amount' })).statusCode).toBe(400);
  });
});

describe('erasing a customer who used a discount', () => {
  it('keeps what the discount took off, not their e-mail address (ADR 0032)', async () => {
    const { owner, order } = await usedEverywhere();
    const customer = await customerOfOrder(order.id);
    const { db } = await testDatabase();
    const redemption = () =>
      db
        .select({ email: discountRedemptions.customerEmail, amount: discountRedemptions.amount })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.orderId, order.id));
    const [before] = await redemption();
    expect(before?.email.toLowerCase()).toBe(customer.email.toLowerCase());
    const erased = await app.inject({
      method: 'POST',
      url: endpointUrl(customerEndpoints.erase, { id: customer.id }),
      headers: owner.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await redemption()).toEqual([{ email: '', amount: before?.amount }]);
  });
});
