import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createProduct } from '../../helpers/catalog';
import {
  customerOfOrder,
  orderRow,
  placeOrder,
  publicOrder,
  slugOf,
  stockOf,
  topUpsOfOrder,
} from '../../helpers/checkout';
import { signUp } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /storefront/stores/:slug/banks', () => {
  it('lists the banks open for the store currency, and 404 for an unknown store', async () => {
    const owner = await signUp(app);
    const response = await app.inject({
      url: endpointUrl(storefrontEndpoints.banks, { slug: slugOf(owner) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().banks).toEqual([
      { code: '035', name: 'Wema Bank' },
      { code: '101', name: 'Providus Bank' },
    ]);
    const gbp = await signUp(app, { currency: 'GBP' });
    const foreign = await app.inject({
      url: endpointUrl(storefrontEndpoints.banks, { slug: slugOf(gbp) }),
    });
    expect(foreign.json().banks).toEqual([{ code: 'SANDBOX', name: 'Olivia Sandbox Bank' }]);
    const unknown = await app.inject({
      url: endpointUrl(storefrontEndpoints.banks, { slug: 'no-such-store-here' }),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /storefront/orders/:id', () => {
  it('answers 404 without the order secret, with a wrong one, or with another order’s', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const line = { productid: product.id, variantid: null, quantity: 1 };
    const mine = await placeOrder(app, owner, [line]);
    const other = await placeOrder(app, owner, [line]);
    for (const token of [undefined, '', 'x'.repeat(43), other.token]) {
      const response = await publicOrder(app, mine.order.id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await publicOrder(app, 'not-an-id', mine.token)).statusCode).toBe(400);
    expect((await publicOrder(app, mine.order.id, mine.token)).statusCode).toBe(200);
  });
});

describe('a free order', () => {
  it('is paid when placed: no account opened, its stock taken, its customer counted', async () => {
    const owner = await signUp(app);
    const sample = await createProduct(app, owner, { name: 'Fabric sample', price: 0, stock: 4 });
    const { order } = await placeOrder(app, owner, [
      { productid: sample.id, variantid: null, quantity: 2 },
    ]);
    expect(order).toMatchObject({
      orderStatus: 'paid',
      paymentstate: 'paid',
      total: 0,
      amountdue: 0,
      payment: null,
    });
    expect((await orderRow(order.id)).paidAt).toBeInstanceOf(Date);
    expect(await topUpsOfOrder(order.id)).toEqual([]);
    expect(await stockOf(sample.id)).toEqual({ stock: 2, variants: [] });
    expect(await customerOfOrder(order.id)).toMatchObject({ ordersCount: 1, totalSpent: 0n });
  });
});
