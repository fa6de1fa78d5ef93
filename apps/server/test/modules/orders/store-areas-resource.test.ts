import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createProduct } from '../../helpers/catalog';
import { uniqueAddress, type SignedIn } from '../../helpers/factories';
import { placeOrder } from '../../helpers/orders';
import { describeResourceCases } from '../../helpers/resource-cases';
import { createReturn } from '../../helpers/returns';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

/**
 * The standard resource cases (ADR 0008) for the store areas without the full set of endpoints:
 * each runs them on the endpoints it has. Every user of the store works on these.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** An order of the owner's store with one line of a product of its own, in `status`. */
const orderWithProduct = async (owner: SignedIn, status: 'paid' | 'delivered') =>
  placeOrder(owner, [{ product: await createProduct(app, owner), quantity: 2 }], { status });

const sameStoreUser = (owner: SignedIn) => staffHeaders(app, owner);

describeResourceCases({
  name: 'orders',
  app: () => app,
  endpoints: {
    list: orderEndpoints.list,
    get: orderEndpoints.get,
    update: orderEndpoints.setStatus,
  },
  updateBody: { orderStatus: 'processing' },
  make: async (owner) => (await placeOrder(owner, [{ product: null, quantity: 1 }])).order.id,
  sameStoreUser,
});

let customerEmails = 0;
describeResourceCases({
  name: 'customers',
  app: () => app,
  endpoints: {
    list: customerEndpoints.list,
    get: customerEndpoints.get,
    create: customerEndpoints.create,
    update: customerEndpoints.update,
  },
  validBody: () => ({
    name: 'Funke Akin',
    email: `funke${(customerEmails += 1)}@example.com`,
    tags: ['wholesale'],
  }),
  invalidBody: { body: { name: '', email: '', phone: '' }, fields: ['name', 'email'] },
  updateBody: { notes: 'Prefers a call before delivery' },
  make: async (owner) =>
    (await placeOrder(owner, [{ product: null, quantity: 1 }])).order.customerId,
  sameStoreUser,
});

describeResourceCases({
  name: 'returns',
  app: () => app,
  // Create takes an order of the store's, which the cases' fixed body cannot name.
  endpoints: { list: returnEndpoints.list, update: returnEndpoints.update },
  updateBody: { status: 'rejected' },
  make: async (owner) => {
    const response = await createReturn(
      app,
      owner.headers,
      await orderWithProduct(owner, 'delivered'),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  },
  sameStoreUser,
});

describeResourceCases({
  name: 'reviews',
  app: () => app,
  endpoints: { list: reviewEndpoints.list, update: reviewEndpoints.moderate },
  updateBody: { status: 'published' },
  make: async (owner) => {
    const placed = await orderWithProduct(owner, 'delivered');
    const posted = await app.inject({
      method: 'POST',
      url: endpointUrl(storefrontEndpoints.review, { id: placed.order.id }),
      headers: { ordertoken: placed.token },
      remoteAddress: uniqueAddress(),
      payload: { itemid: placed.items[0]?.id, rating: 4, comment: 'Fits well' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const list = await app.inject({
      url: endpointUrl(reviewEndpoints.list),
      headers: owner.headers,
    });
    return list.json().content[0].id;
  },
  sameStoreUser,
});

describeResourceCases({
  name: 'inventory',
  app: () => app,
  endpoints: { list: inventoryEndpoints.list, update: inventoryEndpoints.setThreshold },
  updateBody: { lowstockthreshold: 3 },
  make: async (owner) => (await createProduct(app, owner)).id,
  sameStoreUser,
});
