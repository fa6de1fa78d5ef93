import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import {
  createCategory,
  createProduct,
  newCategory,
  newProduct,
  uniqueName,
  updateProduct,
} from '../helpers/catalog';
import { signUp, type SignedIn } from '../helpers/factories';
import { describeResourceCases } from '../helpers/resource-cases';
import { auditOf, staffHeaders, userIdOf } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'categories',
  app: () => app,
  endpoints: categoryEndpoints,
  validBody: () => newCategory(),
  invalidBody: {
    body: { name: '', description: 'x'.repeat(501) },
    fields: ['name', 'description'],
  },
  updateBody: { description: 'Sandals and sneakers' },
  make: async (owner) => (await createCategory(app, owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

const create = (owner: SignedIn, name: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(categoryEndpoints.create),
    headers: owner.headers,
    payload: { name },
  });
const list = async (owner: SignedIn, query = '') => {
  const response = await app.inject({
    url: `${endpointUrl(categoryEndpoints.list)}${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: { id: string; name: string; productcount: number }[] }>();
};
const get = (owner: SignedIn, id: string) =>
  app.inject({ url: endpointUrl(categoryEndpoints.get, { id }), headers: owner.headers });

describe('category names', () => {
  it('are unique per store whatever their case: 409, in create and in update', async () => {
    const owner = await signUp(app);
    const name = uniqueName('Bags');
    expect((await create(owner, name)).statusCode).toBe(201);
    const again = await create(owner, `  ${name.toUpperCase()} `);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.categoryNameTaken });

    const other = await createCategory(app, owner);
    const renamed = await app.inject({
      method: 'PUT',
      url: endpointUrl(categoryEndpoints.update, { id: other.id }),
      headers: owner.headers,
      payload: { name: name.toLowerCase() },
    });
    expect(renamed.statusCode).toBe(409);
    expect((await get(owner, other.id)).json().name).toBe(other.name);
    // Its own name in another case is no clash, and another store may use the name.
    const recased = await app.inject({
      method: 'PUT',
      url: endpointUrl(categoryEndpoints.update, { id: other.id }),
      headers: owner.headers,
      payload: { name: other.name.toUpperCase() },
    });
    expect(recased.json()).toMatchObject({ name: other.name.toUpperCase() });
    expect((await create(await signUp(app), name)).statusCode).toBe(201);
  });

  it('lets exactly one of two racing creates of one name through', async () => {
    const owner = await signUp(app);
    const name = uniqueName('Hats');
    const responses = await Promise.all([create(owner, name), create(owner, name.toLowerCase())]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await list(owner)).content.map((category) => category.name.toLowerCase())).toEqual([
      name.toLowerCase(),
    ]);
  });
});

describe('GET /categories', () => {
  it('counts each category’s products, archived ones left out', async () => {
    const owner = await signUp(app);
    const [shoes, bags, empty] = [
      await createCategory(app, owner, { name: uniqueName('Shoes') }),
      await createCategory(app, owner, { name: uniqueName('Bags') }),
      await createCategory(app, owner, { name: uniqueName('Empty') }),
    ];
    await createProduct(app, owner, { categoryid: shoes.id });
    await createProduct(app, owner, { categoryid: shoes.id, status: 'draft' });
    const archived = await createProduct(app, owner, { categoryid: shoes.id });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(productEndpoints.remove, { id: archived.id }),
      headers: owner.headers,
    });
    await createProduct(app, owner, { categoryid: bags.id });
    await createProduct(app, owner);

    const counts = Object.fromEntries(
      (await list(owner)).content.map((category) => [category.id, category.productcount]),
    );
    expect(counts).toEqual({ [shoes.id]: 2, [bags.id]: 1, [empty.id]: 0 });
    expect((await get(owner, shoes.id)).json().productcount).toBe(2);
  });

  it('searches by name and sorts by name', async () => {
    const owner = await signUp(app);
    for (const name of ['Caps', 'Aprons', 'Belts']) await createCategory(app, owner, { name });
    const names = async (query: string) =>
      (await list(owner, query)).content.map((category) => category.name);
    expect(await names('?sort=name&order=asc')).toEqual(['Aprons', 'Belts', 'Caps']);
    expect(await names('?q=elt')).toEqual(['Belts']);
    expect(
      (
        await app.inject({
          url: `${endpointUrl(categoryEndpoints.list)}?sort=id`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /categories/:id', () => {
  it('deletes the category; its products stay, without a category', async () => {
    const owner = await signUp(app);
    const category = await createCategory(app, owner);
    const product = await createProduct(app, owner, { categoryid: category.id });
    expect(product).toMatchObject({ categoryid: category.id, categoryname: category.name });
    const removed = await app.inject({
      method: 'DELETE',
      url: endpointUrl(categoryEndpoints.remove, { id: category.id }),
      headers: owner.headers,
    });
    expect(removed.json()).toEqual({ status: 200, message: 'Category removed' });
    const read = await app.inject({
      url: endpointUrl(productEndpoints.get, { id: product.id }),
      headers: owner.headers,
    });
    expect(read.json()).toMatchObject({ id: product.id, categoryid: null, categoryname: '' });
    // A deleted category can no longer be chosen.
    const moved = await updateProduct(app, owner, product.id, { categoryid: category.id });
    expect(moved.statusCode).toBe(400);
  });
});

describe('a category deleted while products are put in it', () => {
  it('answers each product write 2xx or 400, never 5xx, and leaves no product in it', async () => {
    const owner = await signUp(app);
    for (let round = 0; round < 5; round += 1) {
      const category = await createCategory(app, owner);
      const product = await createProduct(app, owner, { categoryid: category.id });
      const responses = await Promise.all([
        createProductIn(owner, category.id),
        updateProduct(app, owner, product.id, { categoryid: category.id, price: round }),
        app.inject({
          method: 'DELETE',
          url: endpointUrl(categoryEndpoints.remove, { id: category.id }),
          headers: owner.headers,
        }),
        createProductIn(owner, category.id),
      ]);
      for (const response of responses) expect([200, 201, 400]).toContain(response.statusCode);
      const left = await app.inject({
        url: `${endpointUrl(productEndpoints.list)}?category=${category.id}`,
        headers: owner.headers,
      });
      expect(left.json().content).toEqual([]);
    }
  });
});

const createProductIn = (owner: SignedIn, categoryid: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(productEndpoints.create),
    headers: owner.headers,
    payload: newProduct({ categoryid }),
  });

describe('the audit of category changes', () => {
  it('records create, update and remove with the acting user', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const category = await createCategory(app, { headers: staff }, { name: uniqueName('Belts') });
    await app.inject({
      method: 'PUT',
      url: endpointUrl(categoryEndpoints.update, { id: category.id }),
      headers: owner.headers,
      payload: { description: 'Leather' },
    });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(categoryEndpoints.remove, { id: category.id }),
      headers: owner.headers,
    });
    const rows = await auditOf(category.id);
    expect(rows.map((row) => row.action)).toEqual([
      'category.created',
      'category.updated',
      'category.removed',
    ]);
    expect(rows[0]?.changes).toMatchObject({ name: category.name, productcount: 0 });
    expect(rows[0]?.actorUserId).not.toBe(await userIdOf(owner.email));
    expect(rows[1]?.changes).toEqual({
      description: { from: category.description, to: 'Leather' },
    });
    expect(rows[2]?.actorUserId).toBe(await userIdOf(owner.email));
  });
});
