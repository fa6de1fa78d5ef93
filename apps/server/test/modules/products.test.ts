import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import {
  createCategory,
  createProduct,
  listProducts,
  newProduct,
  productImage,
  updateProduct,
} from '../helpers/catalog';
import { signUp, type SignedIn } from '../helpers/factories';
import { describeResourceCases } from '../helpers/resource-cases';
import { auditOf, staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import { picture, uploadImage } from '../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'products',
  app: () => app,
  endpoints: productEndpoints,
  validBody: () => newProduct(),
  invalidBody: {
    body: newProduct({ name: '', price: -1, stock: 1.5 }),
    fields: ['name', 'price', 'stock'],
  },
  updateBody: { price: 9_999.99, status: 'active' },
  make: async (owner) => (await createProduct(app, owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
  // Removing archives: the list leaves it out, the product stays for the orders that name it.
  getAfterRemove: 200,
});

const get = (owner: SignedIn, id: string) =>
  app.inject({ url: endpointUrl(productEndpoints.get, { id }), headers: owner.headers });
const archive = (owner: SignedIn, id: string) =>
  app.inject({
    method: 'DELETE',
    url: endpointUrl(productEndpoints.remove, { id }),
    headers: owner.headers,
  });
const names = async (owner: SignedIn, query = '') =>
  (await listProducts(app, owner, query)).content.map((product) => product.name);

describe('GET /products', () => {
  it('searches name and SKU, filters by status and category, and hides archived ones by default', async () => {
    const owner = await signUp(app);
    const shoes = await createCategory(app, owner);
    await createProduct(app, owner, {
      name: 'Leather sandal',
      sku: 'SND-001',
      categoryid: shoes.id,
    });
    await createProduct(app, owner, { name: 'Canvas tote', sku: 'TOT-77', status: 'draft' });
    const gone = await createProduct(app, owner, { name: 'Old sandal', sku: 'SND-OLD' });
    expect((await archive(owner, gone.id)).json()).toEqual({
      status: 200,
      message: 'Product archived',
    });

    expect(await names(owner, '?order=asc')).toEqual(['Leather sandal', 'Canvas tote']);
    expect(await names(owner, '?q=SANDAL')).toEqual(['Leather sandal']);
    expect(await names(owner, '?q=tot-7')).toEqual(['Canvas tote']);
    expect(await names(owner, '?q=SND')).toEqual(['Leather sandal']);
    expect(await names(owner, '?status=draft')).toEqual(['Canvas tote']);
    expect(await names(owner, '?status=archived')).toEqual(['Old sandal']);
    expect(await names(owner, '?status=archived&q=sandal')).toEqual(['Old sandal']);
    expect(await names(owner, `?category=${shoes.id}`)).toEqual(['Leather sandal']);
    const page = await listProducts(app, owner);
    expect(page.total).toBe(2);
    expect(page.content[1]).toMatchObject({ categoryid: shoes.id, categoryname: shoes.name });
    expect(page.content[0]).toMatchObject({ categoryid: null, categoryname: '' });
  });

  it('sorts by price, name and stock', async () => {
    const owner = await signUp(app);
    await createProduct(app, owner, { name: 'B', price: 50, stock: 3 });
    await createProduct(app, owner, { name: 'A', price: 7.5, stock: 9 });
    await createProduct(app, owner, { name: 'C', price: 1_000, stock: 0 });
    expect(await names(owner, '?sort=price&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await names(owner, '?sort=price&order=desc')).toEqual(['C', 'B', 'A']);
    expect(await names(owner, '?sort=name&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await names(owner, '?sort=stock&order=desc')).toEqual(['A', 'B', 'C']);
    const refused = await app.inject({
      url: `${endpointUrl(productEndpoints.list)}?sort=search_text&status=gone`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shows only the store’s own products', async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = await createProduct(app, rival, { name: 'Rival dress' });
    expect(await names(owner, '?q=Rival')).toEqual([]);
    expect((await get(owner, theirs.id)).statusCode).toBe(404);
    expect((await get(owner, theirs.id)).json()).toEqual({ error: serverErrors.notFound });
  });
});

describe('product money and fields', () => {
  it('keeps amounts exact through the round trip: 12345.67 stays 12345.67', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 12_345.67, compareatprice: 15_000.1 });
    expect(product).toMatchObject({ price: 12_345.67, compareatprice: 15_000.1 });
    expect((await get(owner, product.id)).json()).toMatchObject({ price: 12_345.67 });
    const updated = await updateProduct(app, owner, product.id, {
      price: 0.1,
      compareatprice: null,
    });
    expect(updated.json()).toMatchObject({ price: 0.1, compareatprice: null });
    expect((await listProducts(app, owner)).content[0]?.price).toBe(0.1);
  });

  it('changes only the fields sent', async () => {
    const owner = await signUp(app);
    const category = await createCategory(app, owner);
    const product = await createProduct(app, owner, {
      categoryid: category.id,
      variants: [{ size: 'M', price: 10, stock: 2 }],
      images: [await productImage(app, owner)],
    });
    const updated = await updateProduct(app, owner, product.id, { name: 'Renamed' });
    expect(updated.json()).toEqual({ ...product, name: 'Renamed', updatedat: expect.any(String) });
  });

  it("refuses another store's category (400) and changes nothing", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = await createCategory(app, rival);
    const created = await app.inject({
      method: 'POST',
      url: endpointUrl(productEndpoints.create),
      headers: owner.headers,
      payload: newProduct({ categoryid: theirs.id }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual({ categoryid: [messages.recordDoesNotExist] });
    const product = await createProduct(app, owner);
    const moved = await updateProduct(app, owner, product.id, { categoryid: theirs.id });
    expect(moved.statusCode).toBe(400);
    expect((await get(owner, product.id)).json().categoryid).toBeNull();
    expect((await listProducts(app, owner)).total).toBe(1);
  });
});

describe('product images', () => {
  it('keeps the store’s own product images, as their public links', async () => {
    const owner = await signUp(app);
    const staff = { headers: await staffHeaders(app, owner) };
    const [mine, staffs] = [await productImage(app, owner), await productImage(app, staff)];
    expect(mine).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const product = await createProduct(app, staff, {
      images: [mine, staffs],
    });
    expect(product.images).toEqual([mine, staffs]);
    const served = await app.inject({ url: staffs });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("refuses another store's image, an identity document and a made-up link (400)", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = await productImage(app, rival);
    const document = await uploadImage(app, owner.headers, await picture('jpeg'), {
      purpose: 'identification',
    });
    const signed = document.json<{ imageURL: string }>().imageURL;
    const product = await createProduct(app, owner);
    for (const images of [[theirs], [signed], [`/files/${signed.split('/')[2]}`], ['/files/x']]) {
      const created = await app.inject({
        method: 'POST',
        url: endpointUrl(productEndpoints.create),
        headers: owner.headers,
        payload: newProduct({ images }),
      });
      expect(created.statusCode, images[0]).toBe(400);
      expect(created.json().details).toEqual({ images: [messages.imageNotUploaded] });
      const updated = await updateProduct(app, owner, product.id, { images });
      expect(updated.statusCode).toBe(400);
    }
    expect((await listProducts(app, owner)).total).toBe(1);
    expect((await get(owner, product.id)).json().images).toEqual([]);
  });
});

describe('the audit of product changes', () => {
  it('records create, update and archive in their transactions', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { price: 100 });
    await updateProduct(app, owner, product.id, { price: 120.5 });
    await archive(owner, product.id);
    const rows = await auditOf(product.id);
    expect(rows.map((row) => row.action)).toEqual([
      'product.created',
      'product.updated',
      'product.archived',
    ]);
    expect(rows[0]?.changes).toMatchObject({ name: product.name, price: 100, variants: [] });
    expect(rows[1]?.changes).toEqual({ price: { from: 100, to: 120.5 } });
    expect(rows[2]?.changes).toEqual({ status: { from: 'active', to: 'archived' } });
    expect((await get(owner, product.id)).json()).toMatchObject({ status: 'archived' });
  });

  it('writes nothing, audit included, when a change is refused', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    await updateProduct(app, owner, product.id, { images: ['/files/nope'], price: 1 });
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['product.created']);
    expect((await get(owner, product.id)).json().price).toBe(product.price);
  });
});
