import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { createCategory, createProduct, updateProduct } from '../../helpers/catalog';
import { signUp, type SignedIn } from '../../helpers/factories';
import { insertOrder } from '../../helpers/order-rows';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { picture, storeIdOf, uploadImage } from '../../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const week = {
  startDate: new Date(Date.now() - 7 * 86_400_000).toISOString(),
  endDate: new Date().toISOString(),
};
async function dashboard(headers: Record<string, string>): Promise<DashboardResponse> {
  const response = await app.inject({
    method: walletEndpoints.dashboard.method,
    url: endpointUrl(walletEndpoints.dashboard),
    headers,
    payload: week,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** The store's figures, without the wallet's money (dashboard-flows-rank.test.ts has those). */
const figures = ({
  walletDetails: _wallet,
  otherAccounts: _others,
  inflowTotal: _in,
  inflowsCount: _ins,
  outflowTotal: _out,
  outflowsCount: _outs,
  ...rest
}: DashboardResponse) => rest;

async function setLogo(owner: SignedIn) {
  const uploaded = await uploadImage(app, owner.headers, await picture('jpeg', 120, 120), {
    purpose: 'logo',
  });
  const response = await app.inject({
    method: 'PUT',
    url: endpointUrl(storeSetupEndpoints.setLogo),
    headers: owner.headers,
    payload: { logourl: uploaded.json<{ imageURL: string }>().imageURL },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the dashboard figures', () => {
  it('are zeros on a fresh store, whose set-up asks for a logo and products', async () => {
    const owner = await signUp(app);
    expect(figures(await dashboard(owner.headers))).toEqual({
      agency: [],
      totalProducts: 0,
      totalCategories: 0,
      ordersList: [],
      setuplogo: true,
      setupproducts: true,
      adsList: [],
      domainManagers: [],
    });
  });

  it("count the store's live products and categories, and show its 5 newest orders", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const storeId = await storeIdOf(owner.email);
    await createCategory(app, owner);
    await createCategory(app, owner);
    await createCategory(app, rival);
    await createProduct(app, owner);
    await createProduct(app, owner, { status: 'draft' });
    const archived = await createProduct(app, owner);
    await updateProduct(app, owner, archived.id, { status: 'archived' });
    await createProduct(app, rival);
    const minute = 60_000;
    const start = Date.now() - 60 * minute;
    const placed = [];
    for (let i = 0; i < 6; i += 1) {
      placed.push(
        await insertOrder(storeId, {
          total: BigInt(100_000 + i * 250),
          status: i === 5 ? 'paid' : 'pending',
          createdAt: new Date(start + i * minute),
        }),
      );
    }
    await insertOrder(await storeIdOf(rival.email));
    await setLogo(owner);

    const answer = figures(await dashboard(owner.headers));
    expect(answer).toMatchObject({
      totalProducts: 2,
      totalCategories: 2,
      setuplogo: false,
      setupproducts: false,
    });
    const newest = placed.at(-1);
    expect(answer.ordersList).toHaveLength(5);
    expect(answer.ordersList[0]).toEqual({
      id: newest?.id,
      number: newest?.number,
      total: 1_012.5,
      orderStatus: 'paid',
      createdat: newest?.createdAt.toISOString(),
    });
    expect(answer.ordersList.map((order) => order.id)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((order) => order.id),
    );
    // A sub-user sees the same figures (only the balance depends on the user).
    expect(figures(await dashboard(await staffHeaders(app, owner)))).toEqual(answer);
  });

  it('asks for products again once every product is archived', async () => {
    const owner = await signUp(app);
    const product = await createProduct(app, owner);
    expect((await dashboard(owner.headers)).setupproducts).toBe(false);
    await updateProduct(app, owner, product.id, { status: 'archived' });
    expect(figures(await dashboard(owner.headers))).toMatchObject({
      totalProducts: 0,
      setupproducts: true,
    });
    // The counter follows the status both ways (migration 0017's trigger).
    await updateProduct(app, owner, product.id, { status: 'draft' });
    expect(figures(await dashboard(owner.headers))).toMatchObject({ totalProducts: 1 });
  });
});
