import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { createProduct, listProducts, newProduct, updateProduct } from '../helpers/catalog';
import { signUp, type SignedIn } from '../helpers/factories';
import { auditOf } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async (owner: SignedIn, id: string): Promise<Product> =>
  (
    await app.inject({ url: endpointUrl(productEndpoints.get, { id }), headers: owner.headers })
  ).json();
const post = (owner: SignedIn, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(productEndpoints.create),
    headers: owner.headers,
    payload,
  });
const options = (product: Product) =>
  product.variants.map((variant) => `${variant.size}/${variant.colour}`);

const threeSizes = [
  { size: 'S', colour: 'Red', price: 10_000, stock: 2, sku: 'DR-S' },
  { size: 'M', colour: 'Red', price: 10_500.5, stock: 3 },
  { size: 'L', colour: '', price: 11_000, stock: 0 },
];

describe('product variants', () => {
  it('are created in order, with their own price and stock; the stock is their sum', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 99, variants: threeSizes });
    expect(options(product)).toEqual(['S/Red', 'M/Red', 'L/']);
    expect(product.variants[1]).toMatchObject({ price: 10_500.5, stock: 3, sku: '' });
    expect(product.variants[0]?.sku).toBe('DR-S');
    expect(product.stock).toBe(5);
    expect(await get(owner, product.id)).toEqual(product);
    expect((await listProducts(app, owner)).content[0]).toEqual(product);
  });

  it('are replaced by an update: kept by id, changed, reordered, added and deleted', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { variants: threeSizes });
    const [small, medium] = product.variants;
    const updated = await updateProduct(app, owner, product.id, {
      variants: [
        { id: medium?.id, size: 'M', colour: 'Red', price: 9_000, stock: 7 },
        { size: 'XL', colour: 'Blue', price: 12_000, stock: 1 },
        { id: small?.id, size: 'S', colour: 'Red', price: 10_000, stock: 2, sku: 'DR-S' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<Product>();
    expect(options(after)).toEqual(['M/Red', 'XL/Blue', 'S/Red']);
    expect(after.variants[0]).toEqual({ ...medium, price: 9_000, stock: 7 });
    expect(after.variants[2]).toEqual(small);
    expect(after.stock).toBe(10);
    expect(await get(owner, product.id)).toEqual(after);
    const audit = await auditOf(product.id);
    expect(audit.map((row) => row.action)).toEqual(['product.created', 'product.updated']);
    expect(Object.keys(audit[1]?.changes ?? {}).sort()).toEqual(['stock', 'variants']);
  });

  it('leave the product with its own stock when all are removed', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { variants: threeSizes });
    const cleared = await updateProduct(app, owner, product.id, { variants: [], stock: 4 });
    expect(cleared.json()).toMatchObject({ variants: [], stock: 4 });
    // Stock sent beside variants is theirs to carry, not the product's.
    const withVariants = await updateProduct(app, owner, product.id, {
      variants: [{ size: 'One size', price: 5, stock: 6 }],
    });
    expect(withVariants.json()).toMatchObject({ stock: 6 });
    const ignored = await updateProduct(app, owner, product.id, { stock: 100 });
    expect(ignored.json()).toMatchObject({ stock: 6 });
  });

  it('are left alone by an update that does not send them', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { variants: threeSizes });
    const renamed = await updateProduct(app, owner, product.id, { name: 'Wrap dress II' });
    expect(renamed.json<Product>().variants).toEqual(product.variants);
  });

  it("refuse an id that is not one of the product's own variants (400), changing nothing", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const product = await createProduct(app, owner, { variants: threeSizes });
    const sibling = await createProduct(app, owner, { variants: threeSizes });
    const theirs = await createProduct(app, rival, { variants: threeSizes });
    const foreignIds = [sibling.variants[0]?.id, theirs.variants[0]?.id];
    for (const id of foreignIds) {
      const refused = await updateProduct(app, owner, product.id, {
        variants: [{ id, size: 'S', colour: 'Red', price: 1, stock: 1 }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual({ variants: [messages.recordDoesNotExist] });
    }
    const twice = product.variants[0]?.id;
    const repeated = await updateProduct(app, owner, product.id, {
      variants: [
        { id: twice, size: 'S', price: 1, stock: 1 },
        { id: twice, size: 'M', price: 1, stock: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    const created = await post(
      owner,
      newProduct({ variants: [{ id: twice, size: 'S', price: 1, stock: 1 }] }),
    );
    expect(created.statusCode).toBe(400);
    expect(await get(owner, product.id)).toEqual(product);
    expect(await get(owner, sibling.id)).toEqual(sibling);
    expect(await get(rival, theirs.id)).toEqual(theirs);
  });

  it('refuse two variants of one size and colour, whatever the case (400 duplicateVariant)', async () => {
    const owner = await signUp(app);
    const twins = [
      { size: 'M', colour: 'Red', price: 1, stock: 1 },
      { size: 'm', colour: 'RED', price: 2, stock: 2 },
    ];
    const created = await post(owner, newProduct({ variants: twins }));
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual({ variants: [messages.duplicateVariant] });
    const product = await createProduct(app, owner);
    const updated = await updateProduct(app, owner, product.id, { variants: twins });
    expect(updated.json().details).toEqual({ variants: [messages.duplicateVariant] });
  });

  it('need a size or a colour, a whole stock and a valid price', async () => {
    const owner = await signUp(app);
    const refused = await post(
      owner,
      newProduct({
        variants: [
          { size: '', colour: '', price: 1, stock: 1 },
          { size: 'S', price: -5, stock: 1.5 },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      'variants.0.size': [messages.variantNeedsOption],
      'variants.1.price': [messages.enterValidAmount],
      'variants.1.stock': [messages.stockWholeNumber],
    });
  });

  it('sort the list by their summed stock', async () => {
    const owner = await signUp(app);
    await createProduct(app, owner, { name: 'Own 4', stock: 4 });
    await createProduct(app, owner, { name: 'Sum 5', stock: 0, variants: threeSizes });
    const plain = await createProduct(app, owner, { name: 'Becomes 1', stock: 9 });
    await updateProduct(app, owner, plain.id, { variants: [{ size: 'S', price: 1, stock: 1 }] });
    const order = (await listProducts(app, owner, '?sort=stock&order=desc')).content;
    expect(order.map((product) => [product.name, product.stock])).toEqual([
      ['Sum 5', 5],
      ['Own 4', 4],
      ['Becomes 1', 1],
    ]);
  });
});

describe('a huge variant stock', () => {
  it('sums past what the sorted column holds without failing', async () => {
    const owner = await signUp(app);
    const billion = 1_000_000_000;
    const variants = ['S', 'M', 'L'].map((size) => ({ size, price: 1, stock: billion }));
    const product = await createProduct(app, owner, { variants });
    expect(product.stock).toBe(3 * billion);
    const sorted = await listProducts(app, owner, '?sort=stock');
    expect(sorted.content[0]?.stock).toBe(3 * billion);
  });
});
