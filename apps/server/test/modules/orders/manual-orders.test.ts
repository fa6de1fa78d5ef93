import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import type { Customer, CustomerList } from '@olivia/contracts/customers';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { ManualOrderRequest, ManualOrderResponse } from '@olivia/contracts/manual-orders';
import { messages } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderDetail, OrderList } from '@olivia/contracts/orders';
import { createProduct } from '../../helpers/catalog';
import { movementsOf, payAccount, publicOrder, stockOf } from '../../helpers/checkout';
import { signUp, uniqueEmail } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, latestMailTo } from '../../helpers/test-app';
import '../../helpers/verify-ledger';
import { walletBalance } from '../../helpers/wallet-balance';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const take = (headers: Headers, body: ManualOrderRequest) =>
  app.inject({ method: 'POST', url: endpointUrl(orderEndpoints.create), headers, payload: body });

async function taken(headers: Headers, body: ManualOrderRequest) {
  const response = await take(headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ManualOrderResponse>();
}

/** A store with a ₦8,000 wrap (stock as given). */
async function shop(stock = 10) {
  const owner = await signUp(app);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 8_000, stock });
  return {
    owner,
    wrap,
    line: (quantity = 1) => ({ productid: wrap.id, variantid: null, quantity }),
  };
}

describe('an order taken at the counter', () => {
  it('paid in cash: paid at once, stock taken, a new customer by phone, the discount and its reason kept', async () => {
    const { owner, wrap, line } = await shop();
    const balance = await walletBalance(owner.body.systemid);
    const { order, customerurl } = await taken(owner.headers, {
      name: 'Mama Tolu',
      phone: '+2348037654321',
      items: [line(2)],
      discount: 1_000,
      discountreason: 'Regular customer',
      payment: 'cash',
    });
    expect(order).toMatchObject({
      source: 'manual',
      orderStatus: 'paid',
      paymentstate: 'paid',
      paymentmethod: 'cash',
      subtotal: 16_000,
      discount: 1_000,
      discountreason: 'Regular customer',
      total: 15_000,
      amountpaid: 15_000,
      payment: null,
      customer: { name: 'Mama Tolu', email: '', phone: '+2348037654321' },
    });
    expect(order.timeline.map((event) => [event.code, event.note])).toEqual([
      ['placed', ''],
      ['paid', 'Paid in cash'],
    ]);
    expect(customerurl).toMatch(new RegExp(`/orders/${order.id}#.+`));
    expect((await stockOf(wrap.id)).stock).toBe(8);
    expect((await movementsOf(wrap.id)).at(-1)).toMatchObject({ reason: 'ordered', change: -2 });
    // Cash is in the till, not the wallet.
    expect(await walletBalance(owner.body.systemid)).toBe(balance);
    const customers = await app.inject({
      url: endpointUrl(customerEndpoints.list),
      headers: owner.headers,
    });
    expect(customers.json<CustomerList>().content).toEqual([
      expect.objectContaining<Partial<Customer>>({
        name: 'Mama Tolu',
        source: 'manual',
        orderscount: 1,
        totalspent: 15_000,
      }),
    ]);
    expect((await auditOf(order.id)).at(-1)).toMatchObject({
      action: 'order.placed',
      changes: { source: 'manual', payment: 'cash', discount: 1_000, reason: 'Regular customer' },
    });
  });

  it('by transfer: pending on its account until the customer pays, then paid into the wallet', async () => {
    const { owner, line } = await shop();
    const email = uniqueEmail('phone-buyer');
    const { order, customerurl } = await taken(owner.headers, {
      name: 'Chidi Obi',
      email,
      items: [line(1)],
      deliveryfee: 1_500,
      address: '7 Awolowo Road',
      city: 'Lagos',
      payment: 'transfer',
      bank: '035',
    });
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentmethod: 'transfer',
      total: 9_500,
      payment: { amountdue: 9_500 },
    });
    const mail = await latestMailTo(email);
    expect(mail?.body).toContain(order.payment?.accountnumber ?? 'no account');
    expect(mail?.body).toContain(customerurl);
    await payAccount(app, order.payment?.accountnumber ?? '');
    const paid = await app.inject({
      url: endpointUrl(orderEndpoints.get, { id: order.id }),
      headers: owner.headers,
    });
    expect(paid.json<OrderDetail>()).toMatchObject({ orderStatus: 'paid', amountpaid: 9_500 });
    expect(await walletBalance(owner.body.systemid)).toBeGreaterThan(0n);
  });

  it('by card: the link to a card page goes to the customer, who must have an e-mail', async () => {
    const { owner, line } = await shop();
    const noEmail = await take(owner.headers, {
      name: 'Bayo',
      phone: '+2348030001111',
      items: [line(1)],
      payment: 'card',
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().details).toEqual({ email: [messages.required] });
    const email = uniqueEmail('card-buyer');
    const { order, customerurl } = await taken(owner.headers, {
      name: 'Bayo',
      email,
      items: [line(1)],
      payment: 'card',
    });
    expect(order).toMatchObject({ orderStatus: 'pending', paymentmethod: 'card', payment: null });
    expect((await latestMailTo(email))?.body).toContain('by card');
    expect((await latestMailTo(email))?.body).toContain(customerurl);
  });

  it('for a customer of the store, never another store’s; a sub-user takes it too', async () => {
    const { owner, line } = await shop();
    const first = await taken(owner.headers, {
      name: 'Ngozi',
      phone: '+2348031234000',
      items: [line(1)],
      payment: 'cash',
    });
    const customerid = first.order.customer.id;
    const clerk = await staffHeaders(app, owner);
    const again = await taken(clerk, { customerid, items: [line(1)], payment: 'cash' });
    expect(again.order.customer).toMatchObject({ id: customerid, name: 'Ngozi' });
    expect(again.order.timeline[0]?.by).toBe('Tobi Ade');

    const other = await shop();
    const foreign = await take(other.owner.headers, {
      customerid,
      items: [other.line(1)],
      payment: 'cash',
    });
    expect(foreign.statusCode).toBe(404);
    const notSigned = await app.inject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.create),
      payload: { customerid, items: [line(1)], payment: 'cash' },
    });
    expect(notSigned.statusCode).toBe(401);
  });

  it('refuses bad input, another store’s product and too little stock, changing nothing', async () => {
    const { owner, wrap, line } = await shop(1);
    const base = { name: 'Ada', phone: '+2348030000001', payment: 'cash' as const };
    const cases: [ManualOrderRequest, number, Record<string, string[]>][] = [
      [{ ...base, items: [] }, 400, { items: [orderMessages.cartEmpty] }],
      [{ ...base, items: [line(1)], discount: 500 }, 400, { discountreason: [messages.required] }],
      [
        { ...base, items: [line(1)], discount: 9_000, discountreason: 'Too much' },
        400,
        { discount: [orderMessages.discountAboveTotal] },
      ],
      [{ ...base, name: '', items: [line(1)] }, 400, { name: [messages.required] }],
      [{ ...base, items: [line(1)], payment: 'transfer' }, 400, { bank: [messages.required] }],
      [{ ...base, items: [line(2)] }, 409, { 'items.0': [orderMessages.notEnoughStock] }],
    ];
    for (const [body, status, details] of cases) {
      const response = await take(owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().details).toEqual(details);
    }
    const other = await shop();
    const foreign = await take(owner.headers, { ...base, items: [other.line(1)] });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ error: orderMessages.productUnavailable });
    const list = await app.inject({
      url: endpointUrl(orderEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json<OrderList>().total).toBe(0);
    expect((await stockOf(wrap.id)).stock).toBe(1);
  });

  it('lets one of two counters sell the last wrap', async () => {
    const { owner, wrap, line } = await shop(1);
    const clerk = await staffHeaders(app, owner);
    const answers = await Promise.all(
      [owner.headers, clerk].map((headers) =>
        take(headers, {
          name: 'Walk-in',
          phone: '+2348030000002',
          items: [line(1)],
          payment: 'cash',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await stockOf(wrap.id)).stock).toBe(0);
  });
});

describe('the customer of an order taken by phone', () => {
  it('sees the discount on their order page', async () => {
    const { owner, line } = await shop();
    const { order, customerurl } = await taken(owner.headers, {
      name: 'Kunle',
      email: uniqueEmail('kunle'),
      items: [line(1)],
      discount: 500,
      discountreason: 'Opening week',
      payment: 'transfer',
      bank: '035',
    });
    const token = customerurl.split('#')[1] ?? '';
    const page = await publicOrder(app, order.id, token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ discount: 500, total: 7_500 });
  });
});
