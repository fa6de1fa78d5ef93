import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import type { Branch, BranchList } from '@olivia/contracts/branches';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { ManualOrderRequest } from '@olivia/contracts/manual-orders';
import { branchMessages } from '@olivia/contracts/branch-messages';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import type { OrderList } from '@olivia/contracts/orders';
import { createBranch } from '../../helpers/branches';
import { createProduct } from '../../helpers/catalog';
import { orderRow } from '../../helpers/checkout';
import { signUp } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;

const take = (headers: Headers, body: ManualOrderRequest) =>
  app.inject({ method: 'POST', url: endpointUrl(orderEndpoints.create), headers, payload: body });

async function taken(headers: Headers, body: ManualOrderRequest) {
  const response = await take(headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: { id: string } }>().order;
}

async function get<T>(headers: Headers, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A store with a ₦1,234.56 bead set and a counter sale of it. */
async function shop() {
  const owner = await signUp(app);
  const beads = await createProduct(app, owner, { name: 'Bead set', price: 1_234.56, stock: 50 });
  const sale = (quantity: number, extra: Partial<ManualOrderRequest> = {}): ManualOrderRequest => ({
    name: 'Walk-in',
    phone: '+2348030000001',
    items: [{ productid: beads.id, variantid: null, quantity }],
    payment: 'cash',
    ...extra,
  });
  return { owner, sale };
}

describe('orders at a branch', () => {
  it('counts its orders and the paid ones’ revenue exactly; the orders list filters by it', async () => {
    const { owner, sale } = await shop();
    const lagos = await createBranch(app, owner, { name: 'Lagos' });
    const depot = await createBranch(app, owner, { name: 'Depot', kind: 'warehouse' });
    const first = await taken(owner.headers, sale(3, { branchid: lagos.id }));
    await taken(
      owner.headers,
      sale(1, { branchid: lagos.id, discount: 0.56, discountreason: 'Coins' }),
    );
    // A card order not paid yet: counted, no revenue.
    await taken(
      owner.headers,
      sale(2, { branchid: lagos.id, payment: 'card', email: 'a@example.com' }),
    );
    await taken(owner.headers, sale(1));
    expect((await orderRow(first.id)).branchId).toBe(lagos.id);
    expect((await auditOf(first.id)).at(-1)?.changes).toMatchObject({ branch: lagos.id });

    const branches = await get<BranchList>(
      owner.headers,
      `${endpointUrl(branchEndpoints.list)}?sort=revenue&order=desc`,
    );
    expect(branches.content.map((row) => [row.name, row.ordercount, row.revenue])).toEqual([
      ['Lagos', 3, 4_937.68],
      ['Depot', 0, 0],
    ]);
    const orders = await get<OrderList>(
      owner.headers,
      `${endpointUrl(orderEndpoints.list)}?branch=${lagos.id}`,
    );
    expect(orders.total).toBe(3);
    const none = await get<OrderList>(
      owner.headers,
      `${endpointUrl(orderEndpoints.list)}?branch=${depot.id}`,
    );
    expect(none.total).toBe(0);
  });

  it("defaults to the sub-user's active branch; null or a deactivated branch leaves none", async () => {
    const { owner, sale } = await shop();
    const branch = await createBranch(app, owner, { name: 'Ikeja' });
    const staff = await staffHeaders(app, owner, { branchid: branch.id });
    const theirs = await taken(staff, sale(1));
    expect((await orderRow(theirs.id)).branchId).toBe(branch.id);
    const none = await taken(staff, sale(1, { branchid: null }));
    expect((await orderRow(none.id)).branchId).toBeNull();
    await app.inject({
      method: 'PUT',
      url: endpointUrl(branchEndpoints.update, { id: branch.id }),
      headers: owner.headers,
      payload: { active: false },
    });
    const after = await taken(staff, sale(1));
    expect((await orderRow(after.id)).branchId).toBeNull();
    const detail = await get<Branch>(
      owner.headers,
      endpointUrl(branchEndpoints.get, { id: branch.id }),
    );
    expect(detail).toMatchObject({ ordercount: 1, revenue: 1_234.56, staffcount: 1 });
  });

  it("refuses a deactivated branch or another store's (400), taking no order and no stock", async () => {
    const { owner, sale } = await shop();
    const closed = await createBranch(app, owner, { active: false });
    const theirs = await createBranch(app, await signUp(app));
    for (const branchid of [closed.id, theirs.id]) {
      const refused = await take(owner.headers, sale(1, { branchid }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual({ branchid: [branchMessages.branchNotFound] });
    }
    const orders = await get<OrderList>(owner.headers, endpointUrl(orderEndpoints.list));
    expect(orders.total).toBe(0);
  });

  it('refuses to remove a branch with orders (409)', async () => {
    const { owner, sale } = await shop();
    const branch = await createBranch(app, owner);
    await taken(owner.headers, sale(1, { branchid: branch.id }));
    const refused = await app.inject({
      method: 'DELETE',
      url: endpointUrl(branchEndpoints.remove, { id: branch.id }),
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('sub-users at a branch', () => {
  it('attach to an active branch of the store only, and filter the sub-users list by it', async () => {
    const owner = await signUp(app);
    const branch = await createBranch(app, owner);
    const closed = await createBranch(app, owner, { name: 'Closed', active: false });
    const theirs = await createBranch(app, await signUp(app));
    for (const branchid of [closed.id, theirs.id]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/olivia/sub-users',
        headers: owner.headers,
        payload: {
          firstname: 'A',
          lastname: 'B',
          email: `x${Math.random()}@example.com`.replace('0.', ''),
          phone: '08031112222',
          branchid,
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual({ branchid: [branchMessages.branchNotFound] });
    }
    await staffHeaders(app, owner, { branchid: branch.id });
    await staffHeaders(app, owner);
    const atBranch = await get<{ content: { branch: string }[]; total: number }>(
      owner.headers,
      `/api/olivia/sub-users?branch=${branch.id}`,
    );
    expect(atBranch.total).toBe(1);
    expect(atBranch.content[0]?.branch).toBe('Yaba shop');
  });
});
