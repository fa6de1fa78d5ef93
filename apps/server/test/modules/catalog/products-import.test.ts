import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { productImportMessages, type ProductImportRow } from '@olivia/contracts/product-import';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import type { InventoryMovement } from '@olivia/contracts/inventory';
import { createCategory, listProducts, uniqueName } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { listMovements } from '../../helpers/inventory';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const importRows = (headers: Headers, rows: unknown[]) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(productImportEndpoints.import),
    headers,
    payload: { rows },
  });

async function categoriesOf(owner: SignedIn): Promise<Category[]> {
  const response = await app.inject({
    url: `${endpointUrl(categoryEndpoints.list)}?size=50&sort=name&order=asc`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Category[] }>().content;
}

const byName = (products: Product[], name: string) => {
  const found = products.find((product) => product.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};

/** A dress in three variants (one row each), a plain mug, and a scarf in a new category. */
const catalogue = (shoes: string, scarves: string): ProductImportRow[] => [
  {
    name: 'Ankara dress',
    description: 'Cotton, hand-finished',
    price: 15_000,
    compareatprice: 18_000,
    sku: 'AD',
    status: 'active',
    category: shoes.toUpperCase(),
    size: 'S',
    colour: 'Red',
    variantstock: 2,
    variantsku: 'AD-S',
  },
  { name: 'Ankara dress', size: 'M', colour: 'Red', variantprice: 15_500.5, variantstock: 3 },
  { name: 'ankara dress ', size: 'L', stock: 4 },
  { name: 'Enamel mug', price: 2_500, stock: 7, category: shoes },
  { name: 'Silk scarf', price: 4_000, category: scarves },
];

describe('POST /products/import', () => {
  it('creates the products with their variants, in new and existing categories', async () => {
    const owner = await signUp(app);
    const shoes = await createCategory(app, owner, { name: uniqueName('Shoes') });
    const scarves = uniqueName('Scarves');
    const response = await importRows(owner.headers, catalogue(shoes.name, scarves));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3, categoriesCreated: 1 });

    const { content, total } = await listProducts(app, owner, '?size=50');
    expect(total).toBe(3);
    const dress = byName(content, 'Ankara dress');
    expect(dress).toMatchObject({
      description: 'Cotton, hand-finished',
      price: 15_000,
      compareatprice: 18_000,
      sku: 'AD',
      status: 'active',
      categoryid: shoes.id,
      images: [],
      stock: 9,
    });
    expect(dress.variants.map(({ id: _id, ...variant }) => variant)).toEqual([
      { size: 'S', colour: 'Red', price: 15_000, stock: 2, sku: 'AD-S' },
      { size: 'M', colour: 'Red', price: 15_500.5, stock: 3, sku: '' },
      { size: 'L', colour: '', price: 15_000, stock: 4, sku: '' },
    ]);
    expect(byName(content, 'Enamel mug')).toMatchObject({
      price: 2_500,
      stock: 7,
      status: 'draft',
      variants: [],
      categoryid: shoes.id,
    });
    const categories = await categoriesOf(owner);
    expect(categories.map((category) => category.name).sort()).toEqual(
      [scarves, shoes.name].sort(),
    );
    const scarf = byName(content, 'Silk scarf');
    expect(scarf).toMatchObject({ categoryname: scarves, stock: 0 });
    expect(categories.find((c) => c.name === scarves)?.productcount).toBe(1);
  });

  it('records each product and new category in the audit, and stock as received movements', async () => {
    const owner = await signUp(app);
    const scarves = uniqueName('Scarves');
    const shoes = uniqueName('Shoes');
    const response = await importRows(owner.headers, catalogue(shoes, scarves));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3, categoriesCreated: 2 });
    const { content } = await listProducts(app, owner, '?size=50');
    const dress = byName(content, 'Ankara dress');
    const audit = await auditOf(dress.id);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['product.created', expect.any(String)],
    ]);
    expect(audit[0]?.changes).toMatchObject({ name: 'Ankara dress', stock: 9, via: 'import' });
    const category = (await categoriesOf(owner)).find((c) => c.name === scarves);
    expect((await auditOf(category?.id ?? '')).map((row) => row.action)).toEqual([
      'category.created',
    ]);

    const movements = async (productId: string) =>
      (await listMovements(app, owner.headers, `?product=${productId}&size=50`)).content
        .map((m: InventoryMovement) => [m.variant, m.change, m.stockafter, m.reason, m.note, m.by])
        .sort();
    expect(await movements(dress.id)).toEqual(
      [
        ['L', 4, 4, 'received', 'Imported', 'Amaka Eze'],
        ['M / Red', 3, 3, 'received', 'Imported', 'Amaka Eze'],
        ['S / Red', 2, 2, 'received', 'Imported', 'Amaka Eze'],
      ].sort(),
    );
    expect(await movements(byName(content, 'Enamel mug').id)).toEqual([
      ['', 7, 7, 'received', 'Imported', 'Amaka Eze'],
    ]);
    // No stock, no movement.
    expect(await movements(byName(content, 'Silk scarf').id)).toEqual([]);
  });

  it('creates nothing when one row is wrong, naming the row and its field', async () => {
    const owner = await signUp(app);
    const rows = [
      ...catalogue(uniqueName('Shoes'), uniqueName('Scarves')),
      { name: 'Bad row', price: -5, stock: 1.5 },
    ];
    const response = await importRows(owner.headers, rows);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: serverErrors.badRequest,
      details: {
        'rows.5.price': [messages.enterValidAmount],
        'rows.5.stock': [messages.stockWholeNumber],
      },
    });
    expect((await listProducts(app, owner)).total).toBe(0);
    expect(await categoriesOf(owner)).toEqual([]);
  });

  it('refuses what the product form refuses across rows: no price, twin variants, no option', async () => {
    const owner = await signUp(app);
    const response = await importRows(owner.headers, [
      { name: 'Cap', size: 'S' },
      { name: 'Cap', size: 's', variantprice: 10 },
      { name: 'Cap', colour: '', variantstock: 2 },
      { name: 'Belt', price: 10, variantsku: 'B-1' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      'rows.0.price': [messages.required],
      'rows.1.size': [messages.duplicateVariant],
      'rows.2.size': [messages.variantNeedsOption],
      'rows.3.size': [messages.variantNeedsOption],
    });
    expect((await listProducts(app, owner)).total).toBe(0);
  });

  it('refuses no rows, 501 rows, an unknown status and NUL in a cell', async () => {
    const owner = await signUp(app);
    const row = { name: 'Mug', price: 1 };
    const cases: [unknown[], Record<string, string[]>][] = [
      [[], { rows: [productImportMessages.noRows] }],
      [Array.from({ length: 501 }, () => row), { rows: [productImportMessages.tooManyRows] }],
      [
        [{ ...row, status: 'archived' }],
        { 'rows.0.status': [productImportMessages.statusInvalid] },
      ],
      [[row, { ...row, name: 'Mug\u0000' }], { 'rows.1.name': [messages.invalidCharacters] }],
    ];
    for (const [rows, details] of cases) {
      const response = await importRows(owner.headers, rows);
      expect(response.statusCode, JSON.stringify(rows).slice(0, 80)).toBe(400);
      expect(response.json().details).toEqual(details);
    }
    expect((await listProducts(app, owner)).total).toBe(0);
  });

  it('takes 500 rows over the usual 1 MiB body, and refuses a body over 2 MiB (413)', async () => {
    const owner = await signUp(app);
    const description = 'Hand-woven. '.repeat(200);
    const rows = Array.from({ length: 500 }, (_, i) => ({
      name: `Basket ${Math.floor(i / 2)}`,
      description,
      price: 5,
      size: i % 2 === 0 ? 'S' : 'M',
      variantstock: 1,
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const response = await importRows(owner.headers, rows);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    expect(response.json()).toEqual({ created: 250, categoriesCreated: 0 });
    expect((await listProducts(app, owner)).total).toBe(250);

    const tooBig = await importRows(
      owner.headers,
      rows.map((row) => ({ ...row, description: `${description}${description}` })),
    );
    expect(tooBig.statusCode).toBe(413);
    expect((await listProducts(app, owner)).total).toBe(250);
  });

  it("keeps each store's categories its own: the same name makes one in each store", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const name = uniqueName('Bags');
    const theirs = await createCategory(app, rival, { name });
    const response = await importRows(owner.headers, [{ name: 'Tote', price: 9, category: name }]);
    expect(response.json()).toEqual({ created: 1, categoriesCreated: 1 });
    const [ours] = await categoriesOf(owner);
    expect(ours).toMatchObject({ name, productcount: 1 });
    expect(ours?.id).not.toBe(theirs.id);
    const [tote] = (await listProducts(app, owner)).content;
    expect(tote?.categoryid).toBe(ours?.id);
    expect(await categoriesOf(rival)).toEqual([{ ...theirs, productcount: 0 }]);
    expect((await listProducts(app, rival)).total).toBe(0);
  });

  it('lets a sub-user import into their store, and refuses without a session (401)', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const response = await importRows(staff, [{ name: 'Tote', price: 9, stock: 1 }]);
    expect(response.statusCode, response.body).toBe(201);
    const [tote] = (await listProducts(app, owner)).content;
    expect(tote).toMatchObject({ name: 'Tote', stock: 1 });
    const [movement] = (await listMovements(app, owner.headers, `?product=${tote?.id}`)).content;
    expect(movement).toMatchObject({ note: 'Imported', by: 'Tobi Ade' });

    const anonymous = await importRows({}, [{ name: 'Tote', price: 9 }]);
    expect(anonymous.statusCode).toBe(401);
    expect((await listProducts(app, owner)).total).toBe(1);
  });
});
