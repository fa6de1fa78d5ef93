import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { ManualOrderResponse } from '@olivia/contracts/manual-orders';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderDetail } from '@olivia/contracts/orders';
import { createProduct } from '../../helpers/catalog';
import { placeOrder } from '../../helpers/checkout';
import { insertBranch } from '../../helpers/delivery';
import { signUp, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function shop() {
  const owner = await signUp(app);
  const wrap = await createProduct(app, owner, { name: 'Adire wrap', price: 8_000, stock: 10 });
  return { owner, line: { productid: wrap.id, variantid: null, quantity: 1 } };
}

async function detailOf(owner: SignedIn, id: string) {
  const response = await app.inject({
    url: endpointUrl(orderEndpoints.get, { id }),
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
}

describe("the merchant's order names its branch", () => {
  it('a counter sale of a branch, and a pickup there; none without', async () => {
    const { owner, line } = await shop();
    const yaba = await insertBranch(owner, { name: 'Yaba shop' });
    const counter = await app.inject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.create),
      headers: owner.headers,
      payload: {
        name: 'Mama Tolu',
        phone: '+2348037654321',
        items: [line],
        payment: 'cash',
        branchid: yaba.id,
      },
    });
    expect(counter.statusCode, counter.body).toBe(201);
    const sold = counter.json<ManualOrderResponse>().order;
    expect(sold.branch).toEqual({ id: yaba.id, name: 'Yaba shop' });
    expect((await detailOf(owner, sold.id)).branch).toEqual({ id: yaba.id, name: 'Yaba shop' });

    const { order: pickedUp } = await placeOrder(app, owner, [line], {
      fulfilment: 'pickup',
      branchid: yaba.id,
    });
    expect((await detailOf(owner, pickedUp.id)).branch).toEqual({ id: yaba.id, name: 'Yaba shop' });

    const { order: delivered } = await placeOrder(app, owner, [line]);
    expect((await detailOf(owner, delivered.id)).branch).toBeNull();
  });
});
