import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryMovement } from '@olivia/contracts/inventory';
import { createProduct, updateProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { listMovements } from '../../helpers/inventory';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The product's movements, oldest first, as [variant, change, stock after, reason, note, by]. */
async function movementsOf(owner: SignedIn, productId: string) {
  const page = await listMovements(app, owner.headers, `?product=${productId}&size=50`);
  return page.content
    .reverse()
    .map((m: InventoryMovement) => [m.variant, m.change, m.stockafter, m.reason, m.note, m.by]);
}

const initial = 'Initial stock';
const edited = 'Edited in the product form';

describe('stock written by the product form', () => {
  it('records the initial stock of a product, and nothing for none', async () => {
    const owner = await signUp(app);
    const stocked = await createProduct(app, owner, { stock: 7 });
    const empty = await createProduct(app, owner, { stock: 0 });
    expect(await movementsOf(owner, stocked.id)).toEqual([
      ['', 7, 7, 'received', initial, 'Amaka Eze'],
    ]);
    expect(await movementsOf(owner, empty.id)).toEqual([]);
  });

  it('records the initial stock of each variant that has some', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, {
      variants: [
        { size: 'S', colour: 'Red', price: 100, stock: 2 },
        { size: 'M', colour: 'Red', price: 100, stock: 0 },
        { size: 'L', colour: '', price: 100, stock: 4 },
      ],
    });
    const movements = await movementsOf(owner, product.id);
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        ['S / Red', 2, 2, 'received', initial, 'Amaka Eze'],
        ['L', 4, 4, 'received', initial, 'Amaka Eze'],
      ]),
    );
  });

  it('records an edited stock as a correction of the difference, by whoever saved it', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const staff = {
      headers: await staffHeaders(app, owner, { firstname: 'Bola', lastname: 'Ade' }),
    };
    expect((await updateProduct(app, staff, product.id, { stock: 2 })).statusCode).toBe(200);
    expect((await updateProduct(app, owner, product.id, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await updateProduct(app, owner, product.id, { stock: 2 })).statusCode).toBe(200);
    expect((await updateProduct(app, owner, product.id, { stock: 9 })).statusCode).toBe(200);
    expect(await movementsOf(owner, product.id)).toEqual([
      ['', 5, 5, 'received', initial, 'Amaka Eze'],
      ['', -3, 2, 'correction', edited, 'Bola Ade'],
      ['', 7, 9, 'correction', edited, 'Amaka Eze'],
    ]);
  });

  it('records kept variants’ changes and new variants’ stock; removed ones leave no movement', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, {
      variants: [
        { size: 'S', colour: '', price: 100, stock: 2 },
        { size: 'M', colour: '', price: 100, stock: 3 },
      ],
    });
    const [small, medium] = product.variants;
    const response = await updateProduct(app, owner, product.id, {
      variants: [
        { id: small?.id, size: 'S', colour: '', price: 100, stock: 6 },
        { size: 'XL', colour: 'Blue', price: 100, stock: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(medium).toBeDefined();
    const movements = await movementsOf(owner, product.id);
    expect(movements.slice(2)).toEqual(
      expect.arrayContaining([
        ['S', 4, 6, 'correction', edited, 'Amaka Eze'],
        ['XL / Blue', 1, 1, 'received', initial, 'Amaka Eze'],
      ]),
    );
    expect(movements).toHaveLength(4);
  });

  it('records the product’s own stock as new when it loses its variants', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, {
      variants: [{ size: 'S', colour: '', price: 100, stock: 2 }],
    });
    const response = await updateProduct(app, owner, product.id, { variants: [], stock: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect((await movementsOf(owner, product.id)).at(-1)).toEqual([
      '',
      4,
      4,
      'received',
      initial,
      'Amaka Eze',
    ]);
  });

  it('writes no movement when a save fails', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner, { stock: 5 });
    const refused = await updateProduct(app, owner, product.id, {
      stock: 1,
      categoryid: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(400);
    expect(await movementsOf(owner, product.id)).toHaveLength(1);
  });
});
