import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { PublicOrder } from '@olivia/contracts/storefront';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { orderEvents } from '../../../src/db/schema/orders';
import { walletTransactions } from '../../../src/db/schema/wallet-transactions';
import { createEventBus, type StoreEvent } from '../../../src/lib/event-bus';
import { createProduct } from '../../helpers/catalog';
import {
  customerOfOrder,
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
import { sandboxChargeSuccess } from '../../helpers/sandbox-webhook';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, mailSubjectsTo, testDatabase } from '../../helpers/test-app';
import { walletBalance } from '../../helpers/wallet-balance';

const SECRET = 'sandbox-secret-for-order-payment-tests';
const published: StoreEvent[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const events = createEventBus();
  events.subscribe((event) => published.push(event));
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET }, { events });
});
afterAll(() => app.close());

const eventsOf = (orderId: string) =>
  published
    .filter((event) => event.headid === orderId)
    .map(({ type, code, params }) => ({
      type,
      code,
      params,
    }));

async function timelineOf(orderId: string) {
  const { db } = await testDatabase();
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => [row.code, row.orderStatus, row.actorLabel, row.params]);
}

/** An order of 2 × ₦12,000 (no delivery fee): ₦24,000, of which ₦240 is the fee. */
async function orderOfTwo(owner: SignedIn) {
  const product = await createProduct(app, owner, { price: 12_000, stock: 5 });
  const placed = await placeOrder(app, owner, [
    { productid: product.id, variantid: null, quantity: 2 },
  ]);
  const accountnumber = placed.order.payment?.accountnumber ?? '';
  return { ...placed, product, accountnumber };
}

const receipt = async (id: string, token: string) =>
  (await publicOrder(app, id, token)).json<PublicOrder>();

describe('paying a storefront order', () => {
  it('makes it paid, credits the total less the fee once, counts the customer and notifies', async () => {
    const owner = await signUp(app, { businessname: 'Ada Fabrics' });
    const { order, token, product } = await orderOfTwo(owner);
    const [topUp] = await topUpsOfOrder(order.id);
    if (!topUp) throw new Error('no payment account');
    const delivery = sandboxChargeSuccess(SECRET, {
      id: `evt_order_${order.id}`,
      reference: topUp.reference,
      amountMinor: 24_000_00,
    });
    expect((await app.inject(delivery)).statusCode).toBe(200);

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'paid', amountPaid: 24_000_00n });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await walletBalance(owner.body.systemid)).toBe(24_000_00n - 240_00n);
    expect(await customerOfOrder(order.id)).toMatchObject({
      ordersCount: 1,
      totalSpent: 24_000_00n,
      lastOrderAt: row.createdAt,
    });
    expect(eventsOf(order.id)).toEqual([
      { type: 'order', code: 'orderPaid', params: { number: '1001', amount: '₦24,000.00' } },
      { type: 'credit', code: 'orderCredited', params: { number: '1001', amount: '₦23,760.00' } },
    ]);
    expect(published.find((e) => e.code === 'orderPaid' && e.headid === order.id)?.message).toMatch(
      /^New order #1001 paid: ₦24,000\.00\. Time: \d{4}-/,
    );
    expect(await timelineOf(order.id)).toEqual([
      ['placed', 'pending', 'Customer', {}],
      ['paymentReceived', 'paid', 'Customer', { amount: '₦24,000.00' }],
      ['paid', 'paid', 'System', {}],
    ]);
    const { db } = await testDatabase();
    const walletRows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.ref, topUp.reference));
    expect(walletRows).toMatchObject([
      {
        agencyTxn: 'ORDER PAYMENT',
        amount: 23_760_00n,
        direction: 'credit',
        meaning: 'Payment for order #1001 from Chioma Obi',
        createdBy: row.email,
      },
    ]);
    // Stock was taken at checkout, once; the payment does not touch it.
    expect(await stockOf(product.id)).toEqual({ stock: 3, variants: [] });
    expect((await movementsOf(product.id)).filter((m) => m.orderId === order.id)).toHaveLength(1);
    expect(await receipt(order.id, token)).toMatchObject({
      orderStatus: 'paid',
      paymentstate: 'paid',
      amountpaid: 24_000,
      amountdue: 0,
      payment: null,
    });
    // The order's news, then the payment's receipt.
    expect((await mailSubjectsTo(row.email)).slice(-2)).toEqual([
      'Order #1001 at Ada Fabrics is paid',
      'Receipt RCT-0001 from Ada Fabrics',
    ]);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual([
      'order.placed',
      'order.payment_received',
    ]);

    // The same event again changes nothing and publishes nothing.
    const count = published.length;
    expect((await app.inject(delivery)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', amountPaid: 24_000_00n });
    expect(await walletBalance(owner.body.systemid)).toBe(23_760_00n);
    expect((await customerOfOrder(order.id)).ordersCount).toBe(1);
    expect(published).toHaveLength(count);
    expect(await timelineOf(order.id)).toHaveLength(3);
  });

  it('keeps a partly paid order pending, and its stock past its expiry, until it is paid in full', async () => {
    const owner = await signUp(app);
    const { order, token, product, accountnumber } = await orderOfTwo(owner);
    await payAccount(app, accountnumber, 10_000);

    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', amountPaid: 10_000_00n });
    expect(await receipt(order.id, token)).toMatchObject({
      orderStatus: 'pending',
      paymentstate: 'partiallypaid',
      amountpaid: 10_000,
      amountdue: 14_000,
      payment: { accountnumber },
    });
    expect(await walletBalance(owner.body.systemid)).toBe(10_000_00n - 240_00n);
    expect((await customerOfOrder(order.id)).ordersCount).toBe(0);
    expect(eventsOf(order.id).map((event) => event.code)).toEqual(['orderCredited']);

    await expireNow(order.id);
    await app.releaseExpiredOrders();
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(product.id)).toEqual({ stock: 3, variants: [] });

    await payAccount(app, accountnumber, 14_000);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', amountPaid: 24_000_00n });
    expect(await walletBalance(owner.body.systemid)).toBe(24_000_00n - 240_00n);
    expect(await customerOfOrder(order.id)).toMatchObject({
      ordersCount: 1,
      totalSpent: 24_000_00n,
    });
    expect(eventsOf(order.id).map((event) => event.code)).toEqual([
      'orderCredited',
      'orderPaid',
      'orderCredited',
    ]);
  });
});

describe('an unpaid order whose time runs out', () => {
  it('is cancelled and gives its stock back exactly once; money arriving later is still credited', async () => {
    const owner = await signUp(app);
    const { order, token, product, accountnumber } = await orderOfTwo(owner);
    expect(await stockOf(product.id)).toEqual({ stock: 3, variants: [] });
    await app.releaseExpiredOrders();
    expect((await orderRow(order.id)).status).toBe('pending');

    await expireNow(order.id);
    await app.releaseExpiredOrders();
    await app.releaseExpiredOrders();
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(product.id)).toEqual({ stock: 5, variants: [] });
    const moves = (await movementsOf(product.id)).filter((m) => m.orderId === order.id);
    expect(moves.map((m) => [m.reason, m.change, m.actorLabel])).toEqual([
      ['ordered', -2, 'Customer'],
      ['released', 2, 'System'],
    ]);
    expect(await receipt(order.id, token)).toMatchObject({
      orderStatus: 'cancelled',
      paymentstate: 'unpaid',
      amountdue: 0,
      payment: null,
    });
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual([
      'order.placed',
      'order.expired',
    ]);

    await payAccount(app, accountnumber);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', amountPaid: 24_000_00n, paidAt: null });
    expect(await walletBalance(owner.body.systemid)).toBe(24_000_00n - 240_00n);
    expect(await stockOf(product.id)).toEqual({ stock: 5, variants: [] });
    expect((await customerOfOrder(order.id)).ordersCount).toBe(0);
    expect(eventsOf(order.id).map((event) => event.code)).toEqual(['orderCredited']);
    expect(await timelineOf(order.id)).toEqual([
      ['placed', 'pending', 'Customer', {}],
      ['expired', 'cancelled', 'System', {}],
      ['paymentReceived', 'cancelled', 'Customer', { amount: '₦24,000.00' }],
    ]);
  });
});

describe("the merchant's top-ups", () => {
  it('leave out the accounts customers pay orders into', async () => {
    const owner = await signUp(app);
    const { order } = await orderOfTwo(owner);
    const [topUp] = await topUpsOfOrder(order.id);
    const own = await app.inject({
      method: 'POST',
      url: endpointUrl(topUpEndpoints.create),
      headers: owner.headers,
      payload: { amount: 1000, bank: '035' },
    });
    expect(own.statusCode).toBe(200);
    const list = await app.inject({
      url: endpointUrl(topUpEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json().content.map((t: { reference: string }) => t.reference)).toEqual([
      own.json().reference,
    ]);
    for (const endpoint of [topUpEndpoints.status, topUpEndpoints.cancel]) {
      const response = await app.inject({
        method: 'POST',
        url: endpointUrl(endpoint),
        headers: owner.headers,
        payload: { reference: topUp?.reference, ordernumber: '' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await topUpsOfOrder(order.id))[0]?.cancelledAt).toBeNull();
  });
});
