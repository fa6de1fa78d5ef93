import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages, type BulkResult } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import type { OrderStatus } from '@olivia/contracts/orders';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { createProduct } from '../../helpers/catalog';
import {
  expireNow,
  movementsOf,
  orderRow,
  placeOrder as checkOut,
  stockOf,
} from '../../helpers/checkout';
import { signUp, uniqueEmail, type SignedIn } from '../../helpers/factories';
import { placeOrder } from '../../helpers/orders';
import { auditOf, staffHeaders, userIdOf } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const bulkStatus = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(bulkEndpoints.orderStatus),
    headers,
    payload,
  });
async function moveAll(headers: Headers, ids: string[], orderStatus: OrderStatus) {
  const response = await bulkStatus(headers, { ids, orderStatus });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkResult>();
}

/** An order of the owner's store in `status`, written straight into the database. */
const orderIn = async (owner: SignedIn, status: OrderStatus) =>
  (await placeOrder(owner, [{ product: null, quantity: 1 }], { status })).order.id;
const statusOf = async (id: string) => (await orderRow(id)).status;
const actions = async (id: string) => (await auditOf(id)).map((entry) => entry.action);
const sorted = (ids: string[]) => [...ids].sort();

describe('POST /orders/bulk-status', () => {
  it('moves the orders it may, in id order, and refuses the rest with the reason', async () => {
    const owner = await signUp(app);
    const email = uniqueEmail('staff');
    const staff = await staffHeaders(app, owner, { email });
    const paid = await orderIn(owner, 'paid');
    const processing = await orderIn(owner, 'processing');
    const delivered = await orderIn(owner, 'delivered');
    const rival = await signUp(app);
    const rivals = await orderIn(rival, 'paid');

    const result = await moveAll(
      staff,
      [delivered, rivals, paid, MISSING_ID, processing],
      'shipped',
    );

    expect(result.done).toEqual(sorted([paid, processing]));
    expect(result.refused).toEqual(
      sorted([delivered, rivals, MISSING_ID]).map((id) => ({
        id,
        reason: id === delivered ? orderMessages.orderMoveNotAllowed : serverErrors.notFound,
      })),
    );
    expect(await statusOf(paid)).toBe('shipped');
    expect(await statusOf(processing)).toBe('shipped');
    expect(await statusOf(delivered)).toBe('delivered');
    expect(await statusOf(rivals)).toBe('paid');

    const staffId = await userIdOf(email);
    const [audit] = await auditOf(paid);
    expect(audit).toMatchObject({
      action: 'order.status_changed',
      actorUserId: staffId,
      changes: { orderStatus: { from: 'paid', to: 'shipped' } },
    });
    expect(await actions(processing)).toEqual(['order.status_changed']);
    expect(await actions(delivered)).toEqual([]);
    expect(await actions(rivals)).toEqual([]);

    // The timeline names the staff member, as one move does.
    const detail = await app.inject({
      url: endpointUrl(orderEndpoints.get, { id: paid }),
      headers: owner.headers,
    });
    expect(detail.json<{ timeline: unknown[] }>().timeline.at(-1)).toMatchObject({
      code: 'statusChanged',
      params: { from: 'paid', to: 'shipped' },
      by: 'Tobi Ade',
    });
  });

  it('cancels pending orders, giving their stock back once, and refuses paid ones', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 5_000, stock: 10 });
    const line = (quantity: number) => [{ productid: product.id, variantid: null, quantity }];
    const first = (await checkOut(app, owner, line(3))).order.id;
    const second = (await checkOut(app, owner, line(2))).order.id;
    const paid = await orderIn(owner, 'paid');
    expect(await stockOf(product.id)).toEqual({ stock: 5, variants: [] });

    const result = await moveAll(owner.headers, [first, second, paid], 'cancelled');
    expect(result.done).toEqual(sorted([first, second]));
    expect(result.refused).toEqual([{ id: paid, reason: orderMessages.orderMoveNotAllowed }]);
    expect(await stockOf(product.id)).toEqual({ stock: 10, variants: [] });
    expect(await statusOf(paid)).toBe('paid');

    // Again, and after their time ran out: cancelled is final and no stock comes back twice.
    const again = await moveAll(owner.headers, [first, second], 'cancelled');
    expect(again.done).toEqual([]);
    expect(again.refused.map((refusal) => refusal.reason)).toEqual([
      orderMessages.orderMoveNotAllowed,
      orderMessages.orderMoveNotAllowed,
    ]);
    await expireNow(first);
    await expireNow(second);
    await app.releaseExpiredOrders();
    expect(await stockOf(product.id)).toEqual({ stock: 10, variants: [] });
    const released = (await movementsOf(product.id)).filter((m) => m.reason === 'released');
    expect(released.map((m) => [m.orderId, m.change]).sort()).toEqual(
      [
        [first, 3],
        [second, 2],
      ].sort(),
    );
    expect(await actions(first)).toEqual(['order.placed', 'order.status_changed']);
  });

  it('answers 401 without a session and 400 for a list it cannot take, changing nothing', async () => {
    const owner = await signUp(app);
    const paid = await orderIn(owner, 'paid');

    const anonymous = await bulkStatus({}, { ids: [paid], orderStatus: 'processing' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: serverErrors.tokenMissing });

    const many = Array.from(
      { length: 101 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const [ids, field, message] of [
      [[], 'ids', bulkMessages.noIds],
      [many, 'ids', bulkMessages.tooManyIds],
      [[paid, paid], 'ids', bulkMessages.duplicateIds],
      [[paid, paid.toUpperCase()], 'ids', bulkMessages.duplicateIds],
      [[paid, 'not-an-id'], 'ids.1', undefined],
    ] as const) {
      const response = await bulkStatus(owner.headers, { ids, orderStatus: 'processing' });
      expect(response.statusCode, JSON.stringify(ids).slice(0, 80)).toBe(400);
      const { details } = response.json<{ details: Record<string, string[]> }>();
      expect(Object.keys(details)).toEqual([field]);
      if (message) expect(details[field]).toEqual([message]);
    }
    const badStatus = await bulkStatus(owner.headers, { ids: [paid], orderStatus: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(await statusOf(paid)).toBe('paid');
    expect(await actions(paid)).toEqual([]);
  });
});
