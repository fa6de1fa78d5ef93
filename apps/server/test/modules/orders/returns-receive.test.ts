import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderMessages } from '@olivia/contracts/order-messages';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import { orderEvents } from '../../../src/db/schema/orders';
import { createProduct } from '../../helpers/catalog';
import { signUp } from '../../helpers/factories';
import { listMovements } from '../../helpers/inventory';
import { placeOrder } from '../../helpers/orders';
import {
  createReturn,
  listReturns,
  productNow,
  returnedQuantityOf,
  setReturnStatus,
} from '../../helpers/returns';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { testDatabase, useTwoTestApps } from '../../helpers/test-app';

// Two server processes on one database.
let app: FastifyInstance;
let other: FastifyInstance;
useTwoTestApps((first, second) => {
  app = first;
  other = second;
});

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describe('PUT /returns/:id', () => {
  it('receives a return once: counted back on the line, restocked, on the timeline', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { name: 'Tote', stock: 5 });
    const placed = await placeOrder(owner, [{ product, quantity: 3 }], { status: 'delivered' });
    const { id } = (await createReturn(app, owner.headers, placed, { quantity: 2 })).json();
    const staff = await staffHeaders(app, owner, { firstname: 'Bola', lastname: 'Ade' });
    const received = await setReturnStatus(app, staff, id, 'received');
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ id, status: 'received', quantity: 2 });
    expect((await productNow(app, owner.headers, product.id)).stock).toBe(7);
    expect(await returnedQuantityOf(placed.items[0]?.id ?? '')).toBe(2);
    const [movement] = (await listMovements(app, owner.headers, `?product=${product.id}`)).content;
    expect(movement).toMatchObject({
      change: 2,
      stockafter: 7,
      reason: 'restocked',
      orderid: placed.order.id,
      ordernumber: placed.order.number,
      by: 'Bola Ade',
    });
    const { db } = await testDatabase();
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.order.id));
    expect(events).toEqual([
      expect.objectContaining({
        code: 'returnReceived',
        params: { item: 'Tote', quantity: '2' },
        orderStatus: 'delivered',
        actorLabel: 'Bola Ade',
      }),
    ]);
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'return.created',
      'return.received',
    ]);

    for (const status of ['received', 'rejected']) {
      const again = await setReturnStatus(app, owner.headers, id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: orderMessages.returnClosed });
    }
    expect((await productNow(app, owner.headers, product.id)).stock).toBe(7);
    expect(await returnedQuantityOf(placed.items[0]?.id ?? '')).toBe(2);
  });

  it('restocks once when the same return is received in parallel (two servers)', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const placed = await placeOrder(owner, [{ product, quantity: 2 }]);
    const { id } = (await createReturn(app, owner.headers, placed, { quantity: 2 })).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : app).inject({
          method: 'PUT',
          url: endpointUrl(returnEndpoints.update, { id }),
          headers: owner.headers,
          payload: { status: 'received' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await productNow(app, owner.headers, product.id)).stock).toBe(7);
    expect(await returnedQuantityOf(placed.items[0]?.id ?? '')).toBe(2);
  }, 120_000);

  it('rejects a return without moving stock, and then it is closed', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const placed = await placeOrder(owner, [{ product, quantity: 1 }]);
    const { id } = (await createReturn(app, owner.headers, placed)).json();
    expect((await setReturnStatus(app, owner.headers, id, 'rejected')).json()).toMatchObject({
      status: 'rejected',
    });
    expect((await setReturnStatus(app, owner.headers, id, 'received')).statusCode).toBe(409);
    expect((await productNow(app, owner.headers, product.id)).stock).toBe(5);
    expect(await returnedQuantityOf(placed.items[0]?.id ?? '')).toBe(0);
    expect((await listReturns(app, owner.headers, '?status=rejected')).total).toBe(1);
    expect((await listReturns(app, owner.headers, '?status=requested')).total).toBe(0);
  });

  it('restocks the line’s variant, and skips a product deleted since', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, {
      name: 'Sandal',
      variants: [
        { size: '40', colour: 'Tan', price: 100, stock: 1 },
        { size: '41', colour: 'Tan', price: 100, stock: 1 },
      ],
    });
    const placed = await placeOrder(owner, [
      { product, variant: 1, quantity: 2 },
      { product: null, quantity: 1 },
    ]);
    const sized = (await createReturn(app, owner.headers, placed, { quantity: 2 })).json();
    expect(sized.variant).toBe('41 / Tan');
    expect((await setReturnStatus(app, owner.headers, sized.id, 'received')).statusCode).toBe(200);
    const after = await productNow(app, owner.headers, product.id);
    expect(after.variants.map((variant) => variant.stock)).toEqual([1, 3]);
    expect(after.stock).toBe(4);
    const gone = (
      await createReturn(app, owner.headers, placed, { itemid: placed.items[1]?.id ?? '' })
    ).json();
    expect((await setReturnStatus(app, owner.headers, gone.id, 'received')).statusCode).toBe(200);
    expect(await returnedQuantityOf(placed.items[1]?.id ?? '')).toBe(1);
  });

  it("answers 404 for another store's return, 400 for a bad status, 401 without a session", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const product = await createProduct(app, rival, { stock: 1 });
    const placed = await placeOrder(rival, [{ product, quantity: 1 }]);
    const { id } = (await createReturn(app, rival.headers, placed)).json();
    for (const target of [id, OTHER_ID]) {
      expect((await setReturnStatus(app, owner.headers, target, 'received')).statusCode).toBe(404);
    }
    expect((await setReturnStatus(app, rival.headers, id, 'requested')).statusCode).toBe(400);
    expect((await setReturnStatus(app, {}, id, 'received')).statusCode).toBe(401);
    expect((await listReturns(app, rival.headers)).content[0]?.status).toBe('requested');
    expect((await productNow(app, rival.headers, product.id)).stock).toBe(1);
  });
});
