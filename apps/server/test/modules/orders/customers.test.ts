import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import type { Customer, CustomerList } from '@olivia/contracts/customers';
import { createProduct } from '../../helpers/catalog';
import { customerOfOrder, payAccount, placeOrder } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const list = async (headers: Headers, query = '') => {
  const response = await app.inject({
    url: `${endpointUrl(customerEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerList>();
};
const names = async (headers: Headers, query = '') =>
  (await list(headers, query)).content.map((customer) => customer.name);
const getCustomer = (headers: Headers, id: string) =>
  app.inject({ url: endpointUrl(customerEndpoints.get, { id }), headers });

/** Places an order of `quantity` × ₦1,000 as `name` (`email`), and pays it when `paid`. */
async function order(owner: SignedIn, productid: string, name: string, email: string, paid = true) {
  const placed = await placeOrder(app, owner, [{ productid, variantid: null, quantity: 1 }], {
    name,
    email,
  });
  if (paid) await payAccount(app, placed.order.payment?.accountnumber ?? '');
  return placed.order;
}

describe('GET /customers', () => {
  it('lists customers by their last order, paid or not, sorted and searched', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 1_000, stock: 20 });
    await order(owner, product.id, 'Ada Okafor', 'ada@example.com');
    await order(owner, product.id, 'Bola Ige', 'bola@example.com', false);
    await order(owner, product.id, 'Chuka Eze', 'chuka@example.com');
    const last = await order(owner, product.id, 'Chuka Eze', 'CHUKA@example.com');
    const rival = await signUp(app);

    expect(await names(owner.headers)).toEqual(['Chuka Eze', 'Bola Ige', 'Ada Okafor']);
    expect(await names(owner.headers, '?sort=lastorderat&order=asc')).toEqual([
      'Ada Okafor',
      'Bola Ige',
      'Chuka Eze',
    ]);
    expect(await names(owner.headers, '?sort=totalspent&order=desc')).toEqual([
      'Chuka Eze',
      'Ada Okafor',
      'Bola Ige',
    ]);
    expect(await names(owner.headers, '?sort=name&order=asc&q=example.com')).toEqual([
      'Ada Okafor',
      'Bola Ige',
      'Chuka Eze',
    ]);
    expect(await names(owner.headers, '?q=bola')).toEqual(['Bola Ige']);
    expect(await names(rival.headers)).toEqual([]);
    expect(await names(await staffHeaders(app, owner))).toHaveLength(3);

    const chuka = (await list(owner.headers)).content[0];
    expect(chuka).toMatchObject({
      name: 'Chuka Eze',
      email: 'chuka@example.com',
      orderscount: 2,
      totalspent: 2_000,
    });
    expect(chuka?.lastorderat).toBe((await customerOfOrder(last.id)).lastOrderAt?.toISOString());
    expect(chuka?.lastorderat).toBe(last.createdat);
    expect((await list(owner.headers, '?q=bola')).content[0]).toMatchObject({
      orderscount: 0,
      totalspent: 0,
    });
    expect((await list(owner.headers, '?q=bola')).content[0]?.lastorderat).not.toBeNull();
    expect((await app.inject({ url: endpointUrl(customerEndpoints.list) })).statusCode).toBe(401);
  });
});

describe('GET /customers/:id', () => {
  it("answers the store's customer; 404 for another store's or none, 400 and 401", async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 1_000, stock: 5 });
    const placed = await order(owner, product.id, 'Ada Okafor', 'ada.okafor@example.com');
    const { id } = await customerOfOrder(placed.id);
    const response = await getCustomer(owner.headers, id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({ id, name: 'Ada Okafor', orderscount: 1 });
    const rival = await signUp(app);
    for (const other of [id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await getCustomer(rival.headers, other);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await getCustomer(owner.headers, 'not-an-id')).statusCode).toBe(400);
    expect((await getCustomer({}, id)).statusCode).toBe(401);
  });
});
