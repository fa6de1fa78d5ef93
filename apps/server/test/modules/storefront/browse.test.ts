import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { serverErrors } from '@olivia/contracts/messages';
import type {
  StorefrontProduct,
  StorefrontProductDetail,
  StorefrontProductList,
  StorefrontStore,
} from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { createCategory, createProduct, productImage, updateProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { insertReview } from '../../helpers/order-rows';
import { buildTestApp } from '../../helpers/test-app';
import { storeIdOf } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const slugOf = (owner: SignedIn) => owner.body.url;
const getStore = (slug: string) =>
  app.inject({ url: endpointUrl(storefrontEndpoints.store, { slug }) });
const getProducts = (slug: string, query = '') =>
  app.inject({ url: `${endpointUrl(storefrontEndpoints.products, { slug })}${query}` });
const getProduct = (slug: string, id: string) =>
  app.inject({ url: endpointUrl(storefrontEndpoints.product, { slug, id }) });
async function listed(owner: SignedIn, query = '') {
  const response = await getProducts(slugOf(owner), query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorefrontProductList>();
}
const names = async (owner: SignedIn, query = '') =>
  (await listed(owner, query)).content.map((product) => product.name);

describe('GET /storefront/stores/:slug', () => {
  it("shows the store's set-up and only the categories holding an active product", async () => {
    const owner = await signUp(app, { businessname: 'Ada Fabrics' });
    const [dresses, drafts, empty] = [
      await createCategory(app, owner, { name: 'Dresses' }),
      await createCategory(app, owner, { name: 'Drafts only' }),
      await createCategory(app, owner, { name: 'Empty' }),
    ];
    await createProduct(app, owner, { categoryid: dresses.id });
    await createProduct(app, owner, { categoryid: drafts.id, status: 'draft' });
    const archived = await createProduct(app, owner, { categoryid: empty.id });
    await updateProduct(app, owner, archived.id, { status: 'archived' });

    const response = await getStore(slugOf(owner));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.json<StorefrontStore>()).toEqual({
      name: 'Ada Fabrics',
      slug: slugOf(owner),
      description: '',
      logourl: '',
      currency: 'NGN',
      deliveryfee: 0,
      email: '',
      phone: '',
      categories: [{ id: dresses.id, name: 'Dresses' }],
      brands: [],
      banners: [],
    });
  });

  it('answers 404 for an address no store has, and keeps the API default of no-store', async () => {
    const response = await getStore('no-such-store-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: serverErrors.notFound });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await getProducts('no-such-store-here')).statusCode).toBe(404);
    expect((await getStore('Not A Slug')).statusCode).toBe(400);
  });
});

describe('GET /storefront/stores/:slug/products', () => {
  it("lists only the store's active products, and never stock counts, SKUs or statuses", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const image = await productImage(app, owner);
    await createProduct(app, owner, {
      name: 'Active gown',
      images: [image],
      compareatprice: 15_000,
    });
    await createProduct(app, owner, { name: 'Draft gown', status: 'draft' });
    const archived = await createProduct(app, owner, { name: 'Archived gown' });
    await updateProduct(app, owner, archived.id, { status: 'archived' });
    await createProduct(app, rival, { name: 'Rival gown' });

    const page = await listed(owner);
    expect(page).toMatchObject({ total: 1, page: 0 });
    expect(page.content).toHaveLength(1);
    const [item] = page.content;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        'categoryid',
        'categoryname',
        'compareatprice',
        'description',
        'id',
        'images',
        'instock',
        'name',
        'price',
        'rating',
        'variants',
      ].sort(),
    );
    expect(item).toMatchObject({
      name: 'Active gown',
      price: 12_000,
      compareatprice: 15_000,
      images: [image],
      instock: true,
      variants: [],
      rating: { average: 0, count: 0 },
    });
  });

  it('filters by category, searches names, sorts by price, and pages', async () => {
    const owner = await signUp(app);
    const bags = await createCategory(app, owner);
    await createProduct(app, owner, { name: 'Leather tote', price: 30_000, categoryid: bags.id });
    await createProduct(app, owner, { name: 'Canvas tote', price: 8_000, categoryid: bags.id });
    await createProduct(app, owner, { name: 'Silk scarf', price: 12_500 });
    await createProduct(app, owner, { name: 'Draft tote', categoryid: bags.id, status: 'draft' });

    expect(await names(owner, `?category=${bags.id}&sort=price&order=asc`)).toEqual([
      'Canvas tote',
      'Leather tote',
    ]);
    expect(await names(owner, '?q=TOTE&sort=name&order=asc')).toEqual([
      'Canvas tote',
      'Leather tote',
    ]);
    expect(await names(owner, '?q=scarf')).toEqual(['Silk scarf']);
    const second = await listed(owner, '?sort=price&order=desc&size=2&page=1');
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(second.content.map((product) => product.name)).toEqual(['Canvas tote']);
    expect((await getProducts(slugOf(owner), '?sort=stock')).statusCode).toBe(400);
  });

  it('says in stock per variant, and for the product when any variant has some', async () => {
    const owner = await signUp(app);
    await createProduct(app, owner, {
      name: 'Sized dress',
      variants: [
        { size: 'S', price: 10_000, stock: 0 },
        { size: 'M', price: 10_500.5, stock: 2 },
      ],
    });
    await createProduct(app, owner, { name: 'Sold out', stock: 0 });
    const byName = new Map((await listed(owner)).content.map((item) => [item.name, item]));
    expect(byName.get('Sold out')).toMatchObject({ instock: false, variants: [] });
    const sized = byName.get('Sized dress') as StorefrontProduct;
    expect(sized.instock).toBe(true);
    expect(sized.variants).toEqual([
      { id: expect.any(String), size: 'S', colour: '', price: 10_000, instock: false },
      { id: expect.any(String), size: 'M', colour: '', price: 10_500.5, instock: true },
    ]);
  });

  it('summarises published reviews only, to one decimal', async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner.email);
    const rated = await createProduct(app, owner, { name: 'Rated' });
    const unrated = await createProduct(app, owner, { name: 'Unrated' });
    for (const rating of [5, 4, 4]) await insertReview(storeId, rated.id, { rating });
    await insertReview(storeId, rated.id, { rating: 1, status: 'pending' });
    await insertReview(storeId, rated.id, { rating: 1, status: 'hidden' });
    await insertReview(storeId, unrated.id, { rating: 2, status: 'pending' });

    const byName = new Map((await listed(owner)).content.map((item) => [item.name, item]));
    expect(byName.get('Rated')?.rating).toEqual({ average: 4.3, count: 3 });
    expect(byName.get('Unrated')?.rating).toEqual({ average: 0, count: 0 });
  });
});

describe('GET /storefront/stores/:slug/products/:id', () => {
  it('shows an active product with its newest published reviews, at most 20', async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner.email);
    const product = await createProduct(app, owner, { name: 'Reviewed' });
    const start = Date.now() - 100 * 60_000;
    for (let i = 0; i < 21; i += 1) {
      const createdAt = new Date(start + i * 60_000);
      await insertReview(storeId, product.id, { rating: 5, comment: `review ${i}`, createdAt });
    }
    await insertReview(storeId, product.id, { rating: 1, comment: 'hidden', status: 'hidden' });

    const response = await getProduct(slugOf(owner), product.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const detail = response.json<StorefrontProductDetail>();
    expect(detail).toMatchObject({ id: product.id, name: 'Reviewed' });
    expect(detail.rating).toEqual({ average: 5, count: 21 });
    expect(detail.reviews).toHaveLength(20);
    expect(detail.reviews[0]).toEqual({
      id: expect.any(String),
      customername: 'Chioma Obi',
      rating: 5,
      comment: 'review 20',
      createdat: new Date(start + 20 * 60_000).toISOString(),
    });
    expect(detail.reviews.map((review) => review.comment)).not.toContain('review 0');
    expect(detail.reviews.map((review) => review.comment)).not.toContain('hidden');
  });

  it("answers 404 for a draft, an archived or another store's product", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const draft = await createProduct(app, owner, { status: 'draft' });
    const archived = await createProduct(app, owner);
    await updateProduct(app, owner, archived.id, { status: 'archived' });
    const theirs = await createProduct(app, rival);
    for (const id of [draft.id, archived.id, theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await getProduct(slugOf(owner), id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await getProduct(slugOf(rival), theirs.id)).statusCode).toBe(200);
    expect((await getProduct(slugOf(owner), 'not-an-id')).statusCode).toBe(400);
  });
});
