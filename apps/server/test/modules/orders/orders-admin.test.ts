import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { OrderDetail, OrderList, OrderStatus } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { orders } from '../../../src/db/schema/orders';
import { createProduct } from '../../helpers/catalog';
import {
  expireNow,
  movementsOf,
  orderRow,
  payAccount,
  placeOrder,
  publicOrder,
  stockOf,
  topUpsOfOrder,
} from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

const list = async (headers: Headers, query = '') => {
  const response = await app.inject({
    url: `${endpointUrl(orderEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderList>();
};
const numbers = async (owner: SignedIn, query = '') =>
  (await list(owner.headers, query)).content.map((order) => order.number);
const getOrder = (headers: Headers, id: string) =>
  app.inject({ url: endpointUrl(orderEndpoints.get, { id }), headers });
const setStatus = (headers: Headers, id: string, orderStatus: OrderStatus, note = '') =>
  app.inject({
    method: 'POST',
    url: endpointUrl(orderEndpoints.setStatus, { id }),
    headers,
    payload: { orderStatus, note },
  });

/** A store with one product (stock 10) and a helper placing orders of `quantity` of it. */
async function shop() {
  const owner = await signUp(app);
  const product = await createProduct(app, owner, { price: 5_000, stock: 10 });
  const order = (quantity = 1, name = 'Chioma Obi') =>
    placeOrder(app, owner, [{ productid: product.id, variantid: null, quantity }], { name });
  return { owner, product, order };
}

async function setCreatedAt(id: string, at: string) {
  const { db } = await testDatabase();
  await db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id));
}

describe('GET /orders', () => {
  it('lists the store’s orders with status, customer, UTC day range and search', async () => {
    const { owner, order } = await shop();
    const rival = await shop();
    await rival.order();
    const placed = [
      await order(1),
      await order(2, 'Ngozi Adeyemi'),
      await order(3),
      await order(4),
    ];
    const [a, b, c, d] = placed.map((p) => p.order);
    if (!a || !b || !c || !d) throw new Error('orders missing');
    await setCreatedAt(a.id, '2024-03-09T23:59:59.999Z');
    await setCreatedAt(b.id, '2024-03-10T00:00:00.000Z');
    await setCreatedAt(c.id, '2024-03-10T23:59:59.999Z');
    await setCreatedAt(d.id, '2024-03-11T00:00:00.000Z');
    expect((await setStatus(owner.headers, c.id, 'cancelled')).statusCode).toBe(200);

    const all = await list(owner.headers);
    expect(all.total).toBe(4);
    expect(all.content.map((o) => o.number)).toEqual([1004, 1003, 1002, 1001]);
    expect(all.content[2]).toMatchObject({
      id: b.id,
      total: 10_000,
      orderStatus: 'pending',
      paymentstate: 'unpaid',
      itemcount: 2,
      customer: { name: 'Ngozi Adeyemi' },
    });
    expect(await numbers(owner, '?from=2024-03-10&to=2024-03-10')).toEqual([1003, 1002]);
    expect(await numbers(owner, '?from=2024-03-11')).toEqual([1004]);
    expect(await numbers(owner, '?to=2024-03-09')).toEqual([1001]);
    expect(await numbers(owner, '?status=cancelled')).toEqual([1003]);
    expect(await numbers(owner, '?q=%231002')).toEqual([1002]);
    expect(await numbers(owner, '?q=ngozi')).toEqual([1002]);
    const customerId = (await orderRow(b.id)).customerId;
    expect(await numbers(owner, `?customer=${customerId}`)).toEqual([1002]);
    expect(await numbers(owner, '?sort=total&order=asc')).toEqual([1001, 1002, 1003, 1004]);
    expect(await numbers(owner, '?sort=number&order=asc&size=5&page=0')).toEqual([
      1001, 1002, 1003, 1004,
    ]);
    const bad = await app.inject({
      url: `${endpointUrl(orderEndpoints.list)}?status=lost`,
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: endpointUrl(orderEndpoints.list) })).statusCode).toBe(401);
  });
});

describe('GET /orders/:id', () => {
  it('answers the order with its lines, timeline and account; 404 for another store’s', async () => {
    const { owner, order } = await shop();
    const { order: placed } = await order(2);
    const [topUp] = await topUpsOfOrder(placed.id);
    const response = await getOrder(owner.headers, placed.id);
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail).toMatchObject({
      id: placed.id,
      number: 1001,
      subtotal: 10_000,
      deliveryfee: 0,
      total: 10_000,
      address: '12 Marina Road',
      note: 'Leave it with the porter',
      items: [{ name: placed.items[0]?.name, quantity: 2, unitprice: 5_000, returnedquantity: 0 }],
      timeline: [{ code: 'placed', orderStatus: 'pending', by: 'Customer', params: {} }],
      payment: {
        reference: topUp?.reference,
        accountnumber: placed.payment?.accountnumber,
        amountdue: 10_000,
      },
    });

    const rival = await signUp(app);
    for (const id of [placed.id, OTHER_ID]) {
      const other = await getOrder(rival.headers, id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await getOrder(owner.headers, 'not-an-id')).statusCode).toBe(400);
    expect((await getOrder({}, placed.id)).statusCode).toBe(401);
  });
});

describe('POST /orders/:id/status', () => {
  it('cancels an unpaid order and gives its stock back, naming the staff member', async () => {
    const { owner, product, order } = await shop();
    const { order: placed } = await order(3);
    expect(await stockOf(product.id)).toEqual({ stock: 7, variants: [] });
    const response = await setStatus(owner.headers, placed.id, 'cancelled', 'Customer called');
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetail>()).toMatchObject({ orderStatus: 'cancelled', payment: null });
    expect(response.json<OrderDetail>().timeline.at(-1)).toMatchObject({
      code: 'statusChanged',
      params: { from: 'pending', to: 'cancelled' },
      orderStatus: 'cancelled',
      note: 'Customer called',
      by: 'Amaka Eze',
    });
    expect(await stockOf(product.id)).toEqual({ stock: 10, variants: [] });
    const released = (await movementsOf(product.id)).filter((m) => m.reason === 'released');
    expect(released.map((m) => [m.change, m.actorLabel, m.orderId])).toEqual([
      [3, 'Amaka Eze', placed.id],
    ]);
    expect((await auditOf(placed.id)).map((entry) => entry.action)).toEqual([
      'order.placed',
      'order.status_changed',
    ]);
    // Cancelled is final: no move out of it, and the order's expiry does not give stock again.
    const again = await setStatus(owner.headers, placed.id, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: orderMessages.orderMoveNotAllowed });
    await expireNow(placed.id);
    await app.releaseExpiredOrders();
    expect(await stockOf(product.id)).toEqual({ stock: 10, variants: [] });
  });

  it('moves a paid order through the workflow, for a sub-user too, and refuses other moves', async () => {
    const { owner, product, order } = await shop();
    const { order: placed, token } = await order(1);
    const refused = await setStatus(owner.headers, placed.id, 'paid');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: orderMessages.orderMoveNotAllowed });
    await payAccount(app, placed.payment?.accountnumber ?? '');
    expect((await orderRow(placed.id)).status).toBe('paid');
    expect((await setStatus(owner.headers, placed.id, 'cancelled')).statusCode).toBe(409);

    const staff = await staffHeaders(app, owner);
    for (const [headers, to] of [
      [owner.headers, 'processing'],
      [staff, 'shipped'],
      [owner.headers, 'delivered'],
    ] as const) {
      const response = await setStatus(headers, placed.id, to);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<OrderDetail>().orderStatus).toBe(to);
    }
    const detail = (await getOrder(owner.headers, placed.id)).json<OrderDetail>();
    expect(detail.timeline.map((event) => [event.code, event.orderStatus, event.by])).toEqual([
      ['placed', 'pending', 'Customer'],
      ['paymentReceived', 'paid', 'Customer'],
      ['paid', 'paid', 'System'],
      ['statusChanged', 'processing', 'Amaka Eze'],
      ['statusChanged', 'shipped', 'Tobi Ade'],
      ['statusChanged', 'delivered', 'Amaka Eze'],
    ]);
    expect((await setStatus(owner.headers, placed.id, 'processing')).statusCode).toBe(409);
    expect((await orderRow(placed.id)).status).toBe('delivered');
    expect(await stockOf(product.id)).toEqual({ stock: 9, variants: [] });
    const receipt = (await publicOrder(app, placed.id, token)).json<PublicOrder>();
    expect(receipt).toMatchObject({ orderStatus: 'delivered', canreview: true });
  });

  it("answers 404 for another store's order and 401 without a session, changing nothing", async () => {
    const { owner, order } = await shop();
    const { order: placed } = await order(1);
    const rival = await signUp(app);
    for (const id of [placed.id, OTHER_ID]) {
      const response = await setStatus(rival.headers, id, 'cancelled');
      expect(response.statusCode).toBe(404);
    }
    const anonymous = await setStatus({}, placed.id, 'cancelled');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });
    const invalid = await app.inject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.setStatus, { id: placed.id }),
      headers: owner.headers,
      payload: { orderStatus: 'lost' },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await orderRow(placed.id)).status).toBe('pending');
  });
});
