import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import { createProduct } from '../../helpers/catalog';
import { signUp } from '../../helpers/factories';
import { placeOrder } from '../../helpers/orders';
import { createReturn, listReturns, productNow, setReturnStatus } from '../../helpers/returns';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { useTwoTestApps } from '../../helpers/test-app';

// Two server processes on one database.
let app: FastifyInstance;
let other: FastifyInstance;
useTwoTestApps((first, second) => {
  app = first;
  other = second;
});

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /returns', () => {
  it('records a return of a paid order’s line, lists it and audits it', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { name: 'Ankara dress', stock: 5 });
    const placed = await placeOrder(owner, [{ product, quantity: 3 }], {
      status: 'shipped',
      customerName: 'Ngozi Bello',
    });
    const response = await createReturn(app, owner.headers, placed, {
      quantity: 2,
      reason: ' Wrong size ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      orderid: placed.order.id,
      ordernumber: placed.order.number,
      itemid: placed.items[0]?.id,
      productname: 'Ankara dress',
      variant: '',
      quantity: 2,
      reason: 'Wrong size',
      status: 'requested',
      customername: 'Ngozi Bello',
    });
    expect((await listReturns(app, owner.headers)).content).toEqual([created]);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['return.created']);
    // Recording a return moves no stock; receiving it does.
    expect((await productNow(app, owner.headers, product.id)).stock).toBe(5);
  });

  it('refuses an order that is not paid (409)', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    for (const status of ['pending', 'cancelled', 'refunded'] as const) {
      const placed = await placeOrder(owner, [{ product, quantity: 1 }], { status });
      const response = await createReturn(app, owner.headers, placed);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: orderMessages.returnNeedsPaidOrder });
    }
    for (const status of ['paid', 'processing', 'delivered'] as const) {
      const placed = await placeOrder(owner, [{ product, quantity: 1 }], { status });
      expect((await createReturn(app, owner.headers, placed)).statusCode).toBe(201);
    }
    expect((await listReturns(app, owner.headers)).total).toBe(3);
  });

  it('refuses more units than were ordered and are not returned or requested (400)', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    const placed = await placeOrder(owner, [{ product, quantity: 3 }]);
    const tooHigh = {
      error: orderMessages.returnQuantityTooHigh,
      details: { quantity: [orderMessages.returnQuantityTooHigh] },
    };
    expect((await createReturn(app, owner.headers, placed, { quantity: 4 })).json()).toEqual(
      tooHigh,
    );
    const first = (await createReturn(app, owner.headers, placed, { quantity: 2 })).json();
    const second = await createReturn(app, owner.headers, placed, { quantity: 2 });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(tooHigh);
    // A rejected return frees its units; a received one keeps them.
    expect((await setReturnStatus(app, owner.headers, first.id, 'rejected')).statusCode).toBe(200);
    const third = (await createReturn(app, owner.headers, placed, { quantity: 3 })).json();
    expect((await setReturnStatus(app, owner.headers, third.id, 'received')).statusCode).toBe(200);
    expect((await createReturn(app, owner.headers, placed, { quantity: 1 })).statusCode).toBe(400);
  });

  it('lets parallel returns of one line (two servers) take no more than its quantity', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    const placed = await placeOrder(owner, [{ product, quantity: 3 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createReturn(i % 2 ? other : app, owner.headers, placed, { quantity: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect((await listReturns(app, owner.headers)).total).toBe(3);
  }, 120_000);

  it("refuses a bad body (400), another store's order or line (404) and no session (401)", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const product = await createProduct(app, owner);
    const mine = await placeOrder(owner, [{ product, quantity: 2 }]);
    const theirs = await placeOrder(rival, [
      { product: await createProduct(app, rival), quantity: 2 },
    ]);
    const bad = await createReturn(app, owner.headers, mine, {
      quantity: 0,
      reason: ' ',
      itemid: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['itemid', 'quantity', 'reason']);
    for (const body of [
      { orderid: theirs.order.id, itemid: theirs.items[0]?.id },
      { orderid: mine.order.id, itemid: theirs.items[0]?.id },
      { orderid: OTHER_ID, itemid: OTHER_ID },
    ]) {
      const response = await createReturn(app, owner.headers, mine, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await createReturn(app, {}, mine)).statusCode).toBe(401);
    expect((await listReturns(app, rival.headers)).total).toBe(0);
  });
});

describe('GET /returns', () => {
  it('searches product names and order numbers; a sub-user sees them; 401 without a session', async () => {
    const owner = await signUp(app);
    const dress = await createProduct(app, owner, { name: 'Ankara dress' });
    const cap = await createProduct(app, owner, { name: 'Bucket cap' });
    const first = await placeOrder(owner, [{ product: dress, quantity: 1 }]);
    const second = await placeOrder(owner, [{ product: cap, quantity: 1 }]);
    await createReturn(app, owner.headers, first);
    await createReturn(app, owner.headers, second);
    const staff = await staffHeaders(app, owner);
    const search = async (q: string) =>
      (await listReturns(app, staff, `?q=${encodeURIComponent(q)}`)).content.map(
        (r) => r.productname,
      );
    expect(await search('bucket')).toEqual(['Bucket cap']);
    expect(await search(`#${first.order.number}`)).toEqual(['Ankara dress']);
    expect(await search(String(second.order.number))).toEqual(['Bucket cap']);
    expect(
      (await listReturns(app, staff, '?sort=createdat&order=asc')).content[0]?.productname,
    ).toBe('Ankara dress');
    const anonymous = await app.inject({ url: endpointUrl(returnEndpoints.list) });
    expect(anonymous.statusCode).toBe(401);
  });
});
