import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import type { StorefrontProductList, StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createBrand, updateBrand } from '../../helpers/brands';
import { createProduct, listProducts, newProduct, updateProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const createWith = (owner: SignedIn, brandid: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(productEndpoints.create),
    headers: owner.headers,
    payload: newProduct({ brandid }),
  });
const putProduct = (owner: SignedIn, id: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(productEndpoints.update, { id }),
    headers: owner.headers,
    payload,
  });

describe("a product's brand", () => {
  it("is one of the store's active brands: another store's or an inactive one answers 400", async () => {
    const owner = await signUp(app);
    const theirs = await createBrand(app, await signUp(app));
    const retired = await createBrand(app, owner, { active: false });
    for (const brandid of [theirs.id, retired.id]) {
      const refused = await createWith(owner, brandid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: { brandid: [messages.recordDoesNotExist] } });
    }
    expect((await listProducts(app, owner)).total).toBe(0);
  });

  it('stays when left out of an update, and an inactive brand stays on its products', async () => {
    const owner = await signUp(app);
    const brand = await createBrand(app, owner);
    const product = await createProduct(app, owner, { brandid: brand.id });
    await updateBrand(app, owner, brand.id, { active: false });
    // An old client that knows no brands changes the price only.
    const repriced = await updateProduct(app, owner, product.id, { price: 9_000 });
    expect(repriced.json<Product>()).toMatchObject({
      brandid: brand.id,
      brandname: brand.name,
      price: 9_000,
    });
    // Saving with its own (now inactive) brand is allowed; clearing it too.
    expect((await putProduct(owner, product.id, { brandid: brand.id })).statusCode).toBe(200);
    const cleared = await putProduct(owner, product.id, { brandid: null });
    expect(cleared.json<Product>()).toMatchObject({ brandid: null, brandname: '' });
    // Once cleared, the inactive brand is no choice any more.
    expect((await putProduct(owner, product.id, { brandid: brand.id })).statusCode).toBe(400);
  });

  it('filters /products by brand', async () => {
    const owner = await signUp(app);
    const [vlisco, woodin] = [await createBrand(app, owner), await createBrand(app, owner)];
    const mine = await createProduct(app, owner, { name: 'Wax print', brandid: vlisco.id });
    await createProduct(app, owner, { name: 'Kaftan', brandid: woodin.id });
    await createProduct(app, owner, { name: 'Plain' });
    const page = await listProducts(app, owner, `?brand=${vlisco.id}`);
    expect(page.content.map((product: Product) => product.id)).toEqual([mine.id]);
  });
});

describe('the CSV import', () => {
  const importRows = (owner: SignedIn, rows: object[]) =>
    app.inject({
      method: 'POST',
      url: endpointUrl(productImportEndpoints.import),
      headers: owner.headers,
      payload: { rows },
    });

  it('matches `brand` by name within the store, whatever its case', async () => {
    const owner = await signUp(app);
    const brand = await createBrand(app, owner, { name: 'ABC Wax' });
    const imported = await importRows(owner, [
      { name: 'Sunrise Ankara', price: 12_500, brand: 'abc wax' },
      { name: 'Plain cotton', price: 4_000 },
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    const page = await listProducts(app, owner, `?brand=${brand.id}`);
    expect(page.content.map((product: Product) => product.name)).toEqual(['Sunrise Ankara']);
  });

  it("refuses an unknown brand (or another store's) with the row's error, importing nothing", async () => {
    const owner = await signUp(app);
    const theirs = await createBrand(app, await signUp(app));
    const refused = await importRows(owner, [
      { name: 'Sunrise Ankara', price: 12_500 },
      { name: 'Kaftan', price: 9_000, brand: 'Nobody' },
      { name: 'Wrap', price: 9_000, brand: theirs.name },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: { 'rows.1.brand': [messages.brandUnknown], 'rows.2.brand': [messages.brandUnknown] },
    });
    expect((await listProducts(app, owner)).total).toBe(0);
  });

  it('refuses an inactive brand as it does an unknown one, importing nothing', async () => {
    const owner = await signUp(app);
    const retired = await createBrand(app, owner, { name: 'Da Viva', active: false });
    const refused = await importRows(owner, [
      { name: 'Sunrise Ankara', price: 12_500 },
      { name: 'Lace', price: 9_000, brand: retired.name },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: messages.brandUnknown,
      details: { 'rows.1.brand': [messages.brandUnknown] },
    });
    expect((await listProducts(app, owner)).total).toBe(0);
  });
});

describe('the storefront', () => {
  it('offers only active brands with an active product, and filters by brand', async () => {
    const owner = await signUp(app);
    const [shown, retired, draftOnly] = [
      await createBrand(app, owner, { name: 'Vlisco' }),
      await createBrand(app, owner, { name: 'Da Viva' }),
      await createBrand(app, owner, { name: 'Woodin' }),
    ];
    await createBrand(app, owner, { name: 'Empty' });
    const wax = await createProduct(app, owner, { name: 'Wax', brandid: shown.id });
    await createProduct(app, owner, { name: 'Lace', brandid: retired.id });
    await createProduct(app, owner, { name: 'Kaftan', brandid: draftOnly.id, status: 'draft' });
    await createProduct(app, owner, { name: 'Plain' });
    await updateBrand(app, owner, retired.id, { active: false });
    const slug = owner.body.url;
    const store = await app.inject({ url: endpointUrl(storefrontEndpoints.store, { slug }) });
    expect(store.json<StorefrontStore>().brands).toEqual([{ id: shown.id, name: 'Vlisco' }]);
    const filtered = await app.inject({
      url: `${endpointUrl(storefrontEndpoints.products, { slug })}?brand=${shown.id}`,
    });
    expect(filtered.json<StorefrontProductList>().content.map((p) => p.id)).toEqual([wax.id]);
  });

  it("answers an inactive brand's filter as an unknown brand's: no products", async () => {
    const owner = await signUp(app);
    const retired = await createBrand(app, owner, { name: 'Da Viva' });
    await createProduct(app, owner, { name: 'Lace', brandid: retired.id });
    await updateBrand(app, owner, retired.id, { active: false });
    const products = (brand: string) =>
      app.inject({
        url: `${endpointUrl(storefrontEndpoints.products, { slug: owner.body.url })}?brand=${brand}`,
      });
    const unknown = await products('00000000-0000-4000-8000-000000000000');
    const inactive = await products(retired.id);
    expect(inactive.statusCode).toBe(unknown.statusCode);
    expect(inactive.json()).toEqual(unknown.json());
    expect(inactive.json<StorefrontProductList>().content).toEqual([]);
  });
});
