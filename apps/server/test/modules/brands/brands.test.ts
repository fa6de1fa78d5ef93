import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { createBrand, listBrands, newBrand } from '../../helpers/brands';
import { createProduct, uniqueName } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { describeResourceCases } from '../../helpers/resource-cases';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { picture, uploadImage } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describeResourceCases({
  name: 'brands',
  app: () => app,
  endpoints: brandEndpoints,
  validBody: () => newBrand(),
  invalidBody: {
    body: { name: ' ', description: 'x'.repeat(501), logourl: 'https://evil.example/a.png' },
    fields: ['name', 'description', 'logourl'],
  },
  updateBody: { active: false },
  make: async (owner) => (await createBrand(app, owner)).id,
  sameStoreUser: (owner) => staffHeaders(app, owner),
});

const send = (owner: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: owner.headers, payload });
const create = (owner: SignedIn, payload: object) =>
  send(owner, 'POST', endpointUrl(brandEndpoints.create), payload);
const update = (owner: SignedIn, id: string, payload: object) =>
  send(owner, 'PUT', endpointUrl(brandEndpoints.update, { id }), payload);

async function uploaded(owner: SignedIn, purpose: 'logo' | 'product' = 'logo') {
  const response = await uploadImage(app, owner.headers, await picture('png', 120, 120), {
    purpose,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}

describe('brand names', () => {
  it('are unique per store whatever their case: 409 in create and update, nothing changed', async () => {
    const owner = await signUp(app);
    const name = uniqueName('Woodin');
    expect((await create(owner, { name })).statusCode).toBe(201);
    const again = await create(owner, { name: ` ${name.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.brandNameTaken });
    const other = await createBrand(app, owner);
    expect((await update(owner, other.id, { name: name.toLowerCase() })).statusCode).toBe(409);
    expect((await listBrands(app, owner)).total).toBe(2);
    expect((await create(await signUp(app), { name })).statusCode).toBe(201);
  });

  it('let exactly one of two racing creates of one name through', async () => {
    const owner = await signUp(app);
    const name = uniqueName('GTP');
    const answers = await Promise.all([create(owner, { name }), create(owner, { name })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('brand logos', () => {
  it("take the store's own uploaded logo, refusing another store's file and a product image", async () => {
    const owner = await signUp(app);
    const logo = await uploaded(owner);
    const brand = await createBrand(app, owner, { logourl: logo });
    expect(brand.logourl).toMatch(/^\/files\/[\w-]+$/);
    expect(logo.startsWith(brand.logourl)).toBe(true);

    const stranger = await signUp(app);
    for (const url of [await uploaded(stranger), await uploaded(owner, 'product')]) {
      const refused = await update(owner, brand.id, { logourl: url, name: 'Changed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: { logourl: [messages.imageNotUploaded] } });
    }
    const kept = await listBrands(app, owner);
    expect(kept.content[0]).toMatchObject({ name: brand.name, logourl: brand.logourl });
    expect((await update(owner, brand.id, { logourl: '' })).json().logourl).toBe('');
  });
});

describe('GET /brands', () => {
  it('counts products (archived left out), filters by active and sorts by name or count', async () => {
    const owner = await signUp(app);
    const [a, b, c] = [
      await createBrand(app, owner, { name: 'Alpha' }),
      await createBrand(app, owner, { name: 'Bravo', active: false }),
      await createBrand(app, owner, { name: 'Charlie' }),
    ];
    await createProduct(app, owner, { brandid: c.id });
    await createProduct(app, owner, { brandid: c.id, status: 'draft' });
    const archived = await createProduct(app, owner, { brandid: a.id });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(productEndpoints.remove, { id: archived.id }),
      headers: owner.headers,
    });
    const names = async (query: string) =>
      (await listBrands(app, owner, query)).content.map((brand) => brand.name);
    // Alpha (its one product archived) and Bravo tie at 0: the id, random, orders them.
    const [most, ...tied] = await names('?sort=productcount&order=desc');
    expect(most).toBe('Charlie');
    expect(tied.sort()).toEqual(['Alpha', 'Bravo']);
    expect((await names('?sort=productcount&order=asc')).at(-1)).toBe('Charlie');
    expect(await names('?sort=name&order=asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('?status=inactive')).toEqual(['Bravo']);
    expect(await names('?status=active&sort=name&order=asc')).toEqual(['Alpha', 'Charlie']);
    expect(await names('?q=arl')).toEqual(['Charlie']);
    const counts = (await listBrands(app, owner)).content.map((brand) => brand.productcount);
    expect(counts.sort()).toEqual([0, 0, 2]);
    expect(b.active).toBe(false);
  });
});

describe('changes', () => {
  it('each write one account-log entry: brand.created, brand.updated, brand.removed', async () => {
    const owner = await signUp(app);
    const brand = await createBrand(app, owner);
    await update(owner, brand.id, { description: 'Since 1846' });
    const removed = await app.inject({
      method: 'DELETE',
      url: endpointUrl(brandEndpoints.remove, { id: brand.id }),
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const audit = await auditOf(brand.id);
    expect(audit.map((row) => row.action)).toEqual([
      'brand.created',
      'brand.updated',
      'brand.removed',
    ]);
    expect(audit[1]?.changes).toMatchObject({ description: { to: 'Since 1846' } });
  });

  it('removing a brand keeps its products, without a brand', async () => {
    const owner = await signUp(app);
    const brand = await createBrand(app, owner);
    const product = await createProduct(app, owner, { brandid: brand.id });
    expect(product).toMatchObject({ brandid: brand.id, brandname: brand.name });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(brandEndpoints.remove, { id: brand.id }),
      headers: owner.headers,
    });
    const after = await app.inject({
      url: endpointUrl(productEndpoints.get, { id: product.id }),
      headers: owner.headers,
    });
    expect(after.json()).toMatchObject({ id: product.id, brandid: null, brandname: '' });
  });
});
