import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { ManualOrderResponse } from '@olivia/contracts/manual-orders';
import { messages } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import type { ReturnList } from '@olivia/contracts/returns';
import type { StoreSetup } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { ORDER_TOKEN_HEADER, type PublicOrder } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { orderEvents } from '../../../src/db/schema/orders';
import { createProduct } from '../../helpers/catalog';
import { publicOrder } from '../../helpers/checkout';
import { signUp, uniqueAddress, type SignedIn } from '../../helpers/factories';
import { buildTestApp, testDatabase } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A cash order of two wraps, moved to `delivered` by the store; its customer's secret. */
async function deliveredOrder(owner: SignedIn, deliver = true) {
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 8_000, stock: 10 });
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(orderEndpoints.create),
    headers: owner.headers,
    payload: {
      name: 'Chidi Obi',
      phone: '+2348031230000',
      items: [{ productid: wrap.id, variantid: null, quantity: 2 }],
      payment: 'cash',
    },
  });
  const { order, customerurl } = response.json<ManualOrderResponse>();
  const steps = deliver ? ['processing', 'shipped', 'delivered'] : ['processing'];
  for (const orderStatus of steps) {
    const moved = await app.inject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.setStatus, { id: order.id }),
      headers: owner.headers,
      payload: { orderStatus },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { order, token: customerurl.split('#')[1] ?? '', itemid: order.items[0]?.id ?? '' };
}

const ask = (id: string, token: string, body: object) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(storefrontEndpoints.askReturn, { id }),
    headers: { [ORDER_TOKEN_HEADER]: token },
    payload: body,
    remoteAddress: uniqueAddress(),
  });

describe("a customer's return request", () => {
  it('is taken within the window after delivery and reaches the store as the customer’s', async () => {
    const owner = await signUp(app);
    const { order, token, itemid } = await deliveredOrder(owner);
    const seen = (await publicOrder(app, order.id, token)).json<PublicOrder>();
    expect(Date.parse(seen.returnuntil ?? '')).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const asked = await ask(order.id, token, { itemid, quantity: 1, reason: 'Too small' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<PublicOrder>().returns).toEqual([
      { itemid, quantity: 1, status: 'requested' },
    ]);
    const more = await ask(order.id, token, { itemid, quantity: 2, reason: 'Both' });
    expect(more.statusCode).toBe(400);
    expect(more.json().details).toEqual({ quantity: [orderMessages.returnQuantityTooHigh] });

    const list = await app.inject({
      url: endpointUrl(returnEndpoints.list),
      headers: owner.headers,
    });
    expect(list.json<ReturnList>().content).toEqual([
      expect.objectContaining({ requestedby: 'customer', reason: 'Too small', quantity: 1 }),
    ]);
  });

  it('is refused before delivery, after the window, without the secret, and when the store takes none', async () => {
    const owner = await signUp(app);
    const early = await deliveredOrder(owner, false);
    const notYet = await ask(early.order.id, early.token, {
      itemid: early.itemid,
      quantity: 1,
      reason: 'x',
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ error: orderMessages.returnWindowClosed });

    const { order, token, itemid } = await deliveredOrder(owner);
    expect(
      (await ask(order.id, 'not-the-secret', { itemid, quantity: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    // Delivered 15 days ago: the 14 days are over.
    const { db } = await testDatabase();
    await db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orderEvents.orderId, order.id));
    const late = await ask(order.id, token, { itemid, quantity: 1, reason: 'x' });
    expect(late.statusCode).toBe(409);
    await db
      .update(orderEvents)
      .set({ createdAt: new Date() })
      .where(eq(orderEvents.orderId, order.id));
    expect(
      (await publicOrder(app, order.id, token)).json<PublicOrder>().returnuntil,
    ).not.toBeNull();

    const setup = await app.inject({
      url: endpointUrl(storeSetupEndpoints.get),
      headers: owner.headers,
    });
    const closed = await app.inject({
      method: 'PUT',
      url: endpointUrl(storeSetupEndpoints.update),
      headers: owner.headers,
      payload: {
        ...setup.json<StoreSetup>(),
        email: 'shop@example.com',
        phone: '+2348030000000',
        returnwindowdays: 0,
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const tooLong = await app.inject({
      method: 'PUT',
      url: endpointUrl(storeSetupEndpoints.update),
      headers: owner.headers,
      payload: { ...closed.json<StoreSetup>(), returnwindowdays: 366 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual({ returnwindowdays: [messages.wholeNumberRequired] });
    expect(closed.json()).toMatchObject({ returnwindowdays: 0 });
    const none = await ask(order.id, token, { itemid, quantity: 1, reason: 'x' });
    expect(none.statusCode).toBe(409);
    expect((await publicOrder(app, order.id, token)).json<PublicOrder>().returnuntil).toBeNull();
  });
});
