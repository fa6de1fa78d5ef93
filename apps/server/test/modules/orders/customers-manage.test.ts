import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { customerMessages } from '@olivia/contracts/customer-messages';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import type { Customer, CustomerList, CustomerRequest } from '@olivia/contracts/customers';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { receiptEndpoints } from '@olivia/contracts/receipt-endpoints';
import type { ReceiptList } from '@olivia/contracts/receipts';
import { createProduct } from '../../helpers/catalog';
import { customerOfOrder, orderRow, payAccount, placeOrder } from '../../helpers/checkout';
import { testDatabase } from '../../helpers/test-app';
import { orders } from '../../../src/db/schema/orders';
import { eq } from 'drizzle-orm';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const create = (headers: Headers, body: CustomerRequest) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(customerEndpoints.create),
    headers,
    payload: body,
  });
const update = (headers: Headers, id: string, body: object) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(customerEndpoints.update, { id }),
    headers,
    payload: body,
  });
const erase = (headers: Headers, id: string) =>
  app.inject({ method: 'POST', url: endpointUrl(customerEndpoints.erase, { id }), headers });
const list = async (headers: Headers, query: Record<string, string> = {}) => {
  const response = await app.inject({ url: endpointUrl(customerEndpoints.list), query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerList>();
};

async function created(owner: SignedIn, body: CustomerRequest) {
  const response = await create(owner.headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Customer>();
}

describe('a customer the merchant adds', () => {
  it('is saved with notes, tags, addresses and consent, found by tag and consent, and logged', async () => {
    const owner = await signUp(app);
    const before = Date.now();
    const funke = await created(owner, {
      name: 'Funke Akin',
      phone: '+234 803 555 0101',
      notes: 'Buys for her boutique in Ibadan',
      tags: ['Wholesale', 'wholesale', 'VIP'],
      addresses: [{ label: 'Shop', address: '4 Ring Road', city: 'Ibadan' }],
      smsconsent: true,
    });
    expect(funke).toMatchObject({
      source: 'manual',
      email: '',
      phone: '+2348035550101',
      tags: ['wholesale', 'vip'],
      orderscount: 0,
      marketing: {
        email: { granted: false, at: null, source: 'none' },
        sms: { granted: true, source: 'merchant' },
      },
      erasedat: null,
    });
    expect(Date.parse(funke.marketing.sms.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await created(owner, { name: 'Gbenga Ade', email: uniqueEmail('gbenga') });

    expect((await list(owner.headers, { tag: 'VIP' })).content.map((c) => c.name)).toEqual([
      'Funke Akin',
    ]);
    expect((await list(owner.headers, { consent: 'sms' })).total).toBe(1);
    expect((await list(owner.headers, { consent: 'email' })).total).toBe(0);
    expect((await list(owner.headers, { source: 'manual' })).total).toBe(2);
    expect((await auditOf(funke.id)).map((entry) => entry.action)).toEqual(['customer.created']);
  });

  it('needs an e-mail or a phone, one customer per e-mail, and refuses bad input whole', async () => {
    const owner = await signUp(app);
    const none = await create(owner.headers, { name: 'Nobody' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual({ email: [customerMessages.customerContactRequired] });
    const email = uniqueEmail('kemi');
    await created(owner, { name: 'Kemi', email });
    const twice = await create(owner.headers, { name: 'Kemi again', email: email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: customerMessages.customerEmailTaken,
      details: { email: [customerMessages.customerEmailTaken] },
    });
    const many = await create(owner.headers, {
      name: 'Tagged',
      phone: '+2348030000000',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().details).toEqual({ tags: [customerMessages.tooManyTags] });
    // Another store may have a customer with the same address.
    const other = await signUp(app);
    await created(other, { name: 'Kemi', email });
    expect((await list(owner.headers)).total).toBe(1);
  });

  it('is edited field by field; consent changes record when, and the merchant as the source', async () => {
    const owner = await signUp(app);
    const customer = await created(owner, { name: 'Ifeoma', email: uniqueEmail('ifeoma') });
    const edited = await update(owner.headers, customer.id, {
      notes: 'Call after 5pm',
      emailconsent: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Customer>()).toMatchObject({
      name: 'Ifeoma',
      notes: 'Call after 5pm',
      marketing: { email: { granted: true, source: 'merchant' } },
    });
    const noContact = await update(owner.headers, customer.id, { email: '' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().details).toEqual({ email: [customerMessages.customerContactRequired] });
    const withdrawn = await update(owner.headers, customer.id, { emailconsent: false });
    expect(withdrawn.json<Customer>().marketing.email).toMatchObject({ granted: false });
    const audit = await auditOf(customer.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'customer.created',
      'customer.updated',
      'customer.updated',
    ]);
  });

  it('joins the storefront customer with the same e-mail when they order', async () => {
    const owner = await signUp(app);
    const email = uniqueEmail('walkin');
    const customer = await created(owner, { name: 'Walk-in Wale', email, tags: ['walk-in'] });
    const product = await createProduct(app, owner, { price: 1_000, stock: 5 });
    const placed = await placeOrder(
      app,
      owner,
      [{ productid: product.id, variantid: null, quantity: 1 }],
      {
        name: 'Wale Bello',
        email,
      },
    );
    expect((await customerOfOrder(placed.order.id))?.id).toBe(customer.id);
    const [joined] = (await list(owner.headers, { tag: 'walk-in' })).content;
    expect(joined).toMatchObject({ id: customer.id, name: 'Wale Bello', source: 'manual' });
  });
});

describe('erasing a customer', () => {
  it('removes their personal data everywhere and keeps their orders and money anonymised', async () => {
    const owner = await signUp(app);
    const email = uniqueEmail('erase-me');
    const product = await createProduct(app, owner, { price: 2_000, stock: 5 });
    const placed = await placeOrder(
      app,
      owner,
      [{ productid: product.id, variantid: null, quantity: 2 }],
      {
        name: 'Tunde Bakare',
        email,
      },
    );
    await payAccount(app, placed.order.payment?.accountnumber ?? '');
    const customerId = (await customerOfOrder(placed.order.id))?.id ?? '';
    // The region a delivery zone read from the address is personal data too.
    const { db } = await testDatabase();
    await db
      .update(orders)
      .set({ state: 'Lagos', lga: 'Ikeja', postcode: '100271' })
      .where(eq(orders.id, placed.order.id));
    await update(owner.headers, customerId, {
      notes: 'Lives at 3 Allen Avenue',
      tags: ['regular'],
    });

    const answer = await erase(owner.headers, customerId);
    expect(answer.statusCode, answer.body).toBe(200);
    const erased = answer.json<Customer>();
    expect(erased).toMatchObject({
      name: 'Erased customer',
      email: '',
      phone: '',
      notes: '',
      tags: [],
      addresses: [],
      orderscount: 1,
      totalspent: 4_000,
    });
    expect(erased.erasedat).not.toBeNull();

    const order = await app.inject({
      url: endpointUrl(orderEndpoints.get, { id: placed.order.id }),
      headers: owner.headers,
    });
    expect(order.body).not.toContain('Tunde');
    expect(order.body).not.toContain(email);
    expect(order.json()).toMatchObject({ total: 4_000 });
    expect(await orderRow(placed.order.id)).toMatchObject({ state: '', lga: '', postcode: '' });
    const receipts = await app.inject({
      url: endpointUrl(receiptEndpoints.list),
      headers: owner.headers,
    });
    const [receipt] = receipts.json<ReceiptList>().content;
    expect(receipt).toMatchObject({ payername: 'Erased customer', payeremail: '', amount: 4_000 });

    const audit = await auditOf(customerId);
    expect(JSON.stringify(audit)).not.toContain('Allen Avenue');
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(audit.at(-1)).toMatchObject({
      action: 'customer.erased',
      changes: { orders: 1, receipts: 1 },
    });
    const again = await erase(owner.headers, customerId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: customerMessages.customerErased });
    const edit = await update(owner.headers, customerId, { notes: 'back' });
    expect(edit.statusCode).toBe(409);
  });

  it("is the main user's alone, and never another store's", async () => {
    const owner = await signUp(app);
    const customer = await created(owner, { name: 'Sade', phone: '+2348031112222' });
    const staff = await staffHeaders(app, owner);
    expect((await erase(staff, customer.id)).statusCode).toBe(403);
    const other = await signUp(app);
    expect((await erase(other.headers, customer.id)).statusCode).toBe(404);
    const untouched = await app.inject({
      url: endpointUrl(customerEndpoints.get, { id: customer.id }),
      headers: owner.headers,
    });
    expect(untouched.json<Customer>()).toMatchObject({ name: 'Sade', erasedat: null });
  });
});
