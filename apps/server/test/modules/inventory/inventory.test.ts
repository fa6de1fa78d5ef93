import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { orderMessages } from '@olivia/contracts/order-messages';
import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import { createProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { adjustStock, listInventory, listMovements } from '../../helpers/inventory';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

const stockOf = async (owner: SignedIn, id: string) =>
  (
    await app.inject({ url: endpointUrl(productEndpoints.get, { id }), headers: owner.headers })
  ).json<Product>();
const setThreshold = (headers: Headers, id: string, lowstockthreshold: unknown) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(inventoryEndpoints.setThreshold, { id }),
    headers,
    payload: { lowstockthreshold },
  });
const names = async (owner: SignedIn, query: string) =>
  (await listInventory(app, owner.headers, query)).content.map((item) => item.name);
const twoSizes = [
  { size: 'S', colour: 'Red', price: 100, stock: 1 },
  { size: 'M', colour: '', price: 100, stock: 2 },
];

describe('GET /inventory', () => {
  it('lists the live products with their variants, low flags, levels, sorts and search', async () => {
    const owner = await signUp(app);
    await createProduct(app, owner, { name: 'Out', sku: 'OUT-1', stock: 0 });
    await createProduct(app, owner, { name: 'Few', sku: 'FEW-1', stock: 4 });
    await createProduct(app, owner, { name: 'Many', sku: 'MNY-1', stock: 50, status: 'draft' });
    const sized = await createProduct(app, owner, {
      name: 'Sized',
      sku: 'SZD-1',
      variants: twoSizes,
    });
    await createProduct(app, owner, { name: 'Gone', stock: 1, status: 'archived' });

    const page = await listInventory(app, owner.headers);
    expect(page.total).toBe(4);
    expect(page.content.map((item) => item.name)).toEqual(['Many', 'Few', 'Sized', 'Out']);
    expect(page.content[2]).toEqual({
      id: sized.id,
      name: 'Sized',
      sku: 'SZD-1',
      image: '',
      status: 'active',
      stock: 3,
      lowstockthreshold: 5,
      low: true,
      variants: sized.variants.map(({ id, size, colour, sku, stock }) => ({
        id,
        size,
        colour,
        sku,
        stock,
      })),
    });
    expect(page.content.map((item) => item.low)).toEqual([false, true, true, true]);
    expect(await names(owner, '?sort=name&order=asc')).toEqual(['Few', 'Many', 'Out', 'Sized']);
    expect(await names(owner, '?sort=stock&order=asc')).toEqual(['Out', 'Sized', 'Few', 'Many']);
    expect(await names(owner, '?level=out')).toEqual(['Out']);
    expect(await names(owner, '?level=low&sort=name&order=asc')).toEqual(['Few', 'Out', 'Sized']);
    expect(await names(owner, '?q=mny')).toEqual(['Many']);
  });

  it("shows only the caller's store and lets a sub-user in; 401 without a session", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    await createProduct(app, rival, { name: 'Theirs' });
    const mine = await createProduct(app, owner, { name: 'Mine' });
    const staff = await staffHeaders(app, owner);
    const page = await listInventory(app, staff);
    expect(page.content.map((item) => item.id)).toEqual([mine.id]);
    const anonymous = await app.inject({ url: endpointUrl(inventoryEndpoints.list) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /inventory/:id/threshold', () => {
  it('sets the threshold, moves the low flag and audits it', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 8 });
    const response = await setThreshold(owner.headers, product.id, 10);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, lowstockthreshold: 10, low: true });
    const audit = await auditOf(product.id);
    expect(audit.map((row) => row.action)).toContain('inventory.threshold_changed');
    expect(audit.at(-1)?.changes).toEqual({
      lowstockthreshold: { from: 5, to: 10 },
      low: { from: false, to: true },
    });
    const staff = await staffHeaders(app, owner);
    expect((await setThreshold(staff, product.id, 0)).json()).toMatchObject({ low: false });
  });

  it("refuses a bad value (400), another store's product (404) and no session (401)", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = await createProduct(app, rival, { stock: 8 });
    const bad = await setThreshold(owner.headers, theirs.id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ lowstockthreshold: [messages.wholeNumberRequired] });
    for (const id of [theirs.id, OTHER_ID]) {
      const response = await setThreshold(owner.headers, id, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: serverErrors.notFound });
    }
    expect((await setThreshold({}, theirs.id, 1)).statusCode).toBe(401);
    const [item] = (await listInventory(app, rival.headers)).content;
    expect(item?.lowstockthreshold).toBe(5);
  });
});

describe('POST /inventory/adjustments', () => {
  it('moves stock, answers the movement with its author and audits it', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { name: 'Tote', stock: 5 });
    const response = await adjustStock(app, owner.headers, {
      productid: product.id,
      change: 4,
      reason: 'received',
      note: ' Delivery from Kano ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const movement = response.json();
    expect(movement).toMatchObject({
      productid: product.id,
      variantid: null,
      productname: 'Tote',
      variant: '',
      change: 4,
      stockafter: 9,
      reason: 'received',
      note: 'Delivery from Kano',
      orderid: null,
      ordernumber: null,
      by: 'Amaka Eze',
    });
    expect((await stockOf(owner, product.id)).stock).toBe(9);
    const audit = await auditOf(product.id);
    expect(audit.at(-1)).toMatchObject({ action: 'inventory.adjusted', changes: movement });

    const staff = await staffHeaders(app, owner, { firstname: 'Bola', lastname: 'Ade' });
    const damaged = await adjustStock(app, staff, {
      productid: product.id,
      change: -2,
      reason: 'damaged',
    });
    expect(damaged.json()).toMatchObject({ stockafter: 7, by: 'Bola Ade', reason: 'damaged' });
  });

  it('needs a variant for a product with variants, and moves that variant and the sum', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { variants: twoSizes });
    const missing = await adjustStock(app, owner.headers, { productid: product.id, change: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: orderMessages.variantRequired,
      details: { variantid: [orderMessages.variantRequired] },
    });
    const medium = product.variants[1]?.id ?? '';
    const response = await adjustStock(app, owner.headers, {
      productid: product.id,
      variantid: medium,
      change: -2,
      reason: 'lost',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ variantid: medium, variant: 'M', stockafter: 0 });
    const after = await stockOf(owner, product.id);
    expect(after.stock).toBe(1);
    expect(after.variants.map((variant) => variant.stock)).toEqual([1, 0]);
  });

  it('refuses to go below 0 (409) and changes nothing', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 2 });
    const before = await listMovements(app, owner.headers);
    const response = await adjustStock(app, owner.headers, {
      productid: product.id,
      change: -3,
      reason: 'correction',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: orderMessages.stockBelowZero });
    expect((await stockOf(owner, product.id)).stock).toBe(2);
    expect((await listMovements(app, owner.headers)).total).toBe(before.total);
    expect((await auditOf(product.id)).map((row) => row.action)).not.toContain(
      'inventory.adjusted',
    );
  });

  it("refuses a bad body (400), another store's product or variant (404) and no session (401)", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const mine = await createProduct(app, owner, { variants: twoSizes });
    const theirs = await createProduct(app, rival, { stock: 3, variants: [] });
    const bad = await adjustStock(app, owner.headers, {
      productid: 'nope',
      change: 0,
      reason: 'stolen' as 'lost',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['change', 'productid', 'reason']);
    expect(bad.json().details.change).toEqual([orderMessages.changeNotZero]);
    for (const payload of [
      { productid: theirs.id },
      { productid: OTHER_ID },
      { productid: mine.id, variantid: OTHER_ID },
      { productid: theirs.id, variantid: mine.variants[0]?.id ?? '' },
    ]) {
      const response = await adjustStock(app, owner.headers, { ...payload, change: -1 });
      expect(response.statusCode).toBe(404);
    }
    expect((await adjustStock(app, {}, { productid: theirs.id })).statusCode).toBe(401);
    expect((await stockOf(rival, theirs.id)).stock).toBe(3);
    expect((await stockOf(owner, mine.id)).stock).toBe(3);
  });
});

describe('GET /inventory/movements', () => {
  it('lists the store’s movements newest first, by product, with who made them', async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const tote = await createProduct(app, owner, { name: 'Tote', stock: 0 });
    const cap = await createProduct(app, owner, { name: 'Cap', stock: 0 });
    await createProduct(app, rival, { name: 'Theirs', stock: 4 });
    for (const [productid, change] of [
      [tote.id, 3],
      [cap.id, 2],
      [tote.id, -1],
    ] as const) {
      const response = await adjustStock(app, owner.headers, { productid, change });
      expect(response.statusCode).toBe(201);
    }
    const page = await listMovements(app, owner.headers);
    expect(page.total).toBe(3);
    expect(page.content.map((m) => [m.productname, m.change, m.stockafter, m.by])).toEqual([
      ['Tote', -1, 2, 'Amaka Eze'],
      ['Cap', 2, 2, 'Amaka Eze'],
      ['Tote', 3, 3, 'Amaka Eze'],
    ]);
    const totes = await listMovements(app, owner.headers, `?product=${tote.id}`);
    expect(totes.content.map((m) => m.change)).toEqual([-1, 3]);
    expect((await listMovements(app, owner.headers, '?q=cap')).content).toHaveLength(1);
    const staff = await staffHeaders(app, owner);
    expect((await listMovements(app, staff)).total).toBe(3);
    expect((await listMovements(app, rival.headers, `?product=${tote.id}`)).total).toBe(0);
    const anonymous = await app.inject({ url: endpointUrl(inventoryEndpoints.movements) });
    expect(anonymous.statusCode).toBe(401);
  });
});
