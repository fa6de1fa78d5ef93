import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BelowCost, BelowCostRequest } from '@olivia/contracts/below-cost';
import type { Product } from '@olivia/contracts/catalog';
import { belowCostEndpoint } from '@olivia/contracts/discount-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { createProduct, updateProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
let owner: SignedIn;
let dress: Product;
let belt: Product;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUp(app);
  dress = await createProduct(app, owner, {
    name: 'Ankara dress',
    price: 20_000,
    costprice: 13_000,
  });
  belt = await createProduct(app, owner, { name: 'Leather belt', price: 5_000, costprice: 4_000 });
  await createProduct(app, owner, { name: 'Gift card', price: 10_000 });
});
afterAll(() => app.close());

const ask = (headers: Record<string, string>, payload: BelowCostRequest) =>
  app.inject({ method: 'POST', url: endpointUrl(belowCostEndpoint), headers, payload });

describe('POST /discounts/below-cost', () => {
  it('keeps the cost price a product is saved with, and answers it to the store', async () => {
    expect(dress.costprice).toBe(13_000);
    const edited = await updateProduct(app, owner, belt.id, { costprice: 4_500 });
    expect(edited.json<Product>().costprice).toBe(4_500);
  });

  it('names the products a discount would sell below cost, biggest loss first', async () => {
    const response = await ask(owner.headers, {
      kind: 'percentage',
      value: 50,
      appliesto: 'order',
      targetids: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BelowCost>()).toEqual({
      products: [
        {
          id: dress.id,
          name: 'Ankara dress',
          price: 20_000,
          costprice: 13_000,
          discountedprice: 10_000,
        },
        {
          id: belt.id,
          name: 'Leather belt',
          price: 5_000,
          costprice: 4_500,
          discountedprice: 2_500,
        },
      ],
      total: 2,
    });
  });

  it('warns of nothing a discount keeps above cost, or of products it does not reach', async () => {
    const small = await ask(owner.headers, {
      kind: 'percentage',
      value: 10,
      appliesto: 'order',
      targetids: [],
    });
    expect(small.json<BelowCost>().total).toBe(0);
    const onDress = await ask(owner.headers, {
      kind: 'fixed',
      value: 1_000,
      appliesto: 'products',
      targetids: [belt.id],
    });
    expect(onDress.json<BelowCost>().products.map((p) => p.id)).toEqual([belt.id]);
  });

  it('looks only at the asking store: another store sees none of these products', async () => {
    const other = await signUp(app);
    const response = await ask(other.headers, {
      kind: 'percentage',
      value: 90,
      appliesto: 'order',
      targetids: [],
    });
    expect(response.json<BelowCost>()).toEqual({ products: [], total: 0 });
  });

  it('answers a sub-user of the store, as the discounts do', async () => {
    const staff = await staffHeaders(app, owner);
    const response = await ask(staff, {
      kind: 'percentage',
      value: 50,
      appliesto: 'order',
      targetids: [],
    });
    expect(response.json<BelowCost>().total).toBe(2);
  });

  it('refuses bad input with 400, and no session with 401', async () => {
    for (const payload of [
      { kind: 'half', value: 50, appliesto: 'order', targetids: [] },
      { kind: 'percentage', value: -5, appliesto: 'order', targetids: [] },
      { kind: 'fixed', value: 5, appliesto: 'products', targetids: ['not-an-id'] },
    ]) {
      const bad = await ask(owner.headers, payload as BelowCostRequest);
      expect(bad.statusCode).toBe(400);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: endpointUrl(belowCostEndpoint),
      payload: { kind: 'percentage', value: 10, appliesto: 'order', targetids: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
