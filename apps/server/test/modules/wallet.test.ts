import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, STRONG_PASSWORD, uniqueEmail, type SignedIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const week = {
  startDate: '2026-11-15T00:00:00.000Z',
  endDate: '2026-11-22T23:59:00.000Z',
  page: 0,
  size: 10,
};
const dashboard = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/olivia/products/dashboard', headers, payload: week });
const transactions = (headers: Record<string, string>, query = '') =>
  app.inject({ url: `/api/reports/transactions${query}`, headers });

async function topUpAndPay(merchant: SignedIn, amount: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/olivia/agent/pbbt/pbbt',
    headers: merchant.headers,
    payload: { amount, bank: '101' },
  });
  const { reference } = created.json();
  await app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { reference } });
  return reference as string;
}

async function subUser(owner: SignedIn, viewbalance: boolean) {
  const email = uniqueEmail('staff');
  await app.inject({
    method: 'POST',
    url: '/api/olivia/sub-users',
    headers: owner.headers,
    payload: {
      firstname: 'S',
      lastname: 'U',
      email,
      phone: '08030000000',
      password: STRONG_PASSWORD,
      viewbalance,
    },
  });
  const body = (await signIn(app, email, STRONG_PASSWORD)).json();
  return { token: body.token, systemid: body.systemid };
}

describe('wallet on the dashboard', () => {
  it('shows the balance to the main user, and to a sub-user only with viewbalance', async () => {
    const owner = await signUp(app, { businessname: 'Balance Shop' });
    await topUpAndPay(owner, 1500);
    expect((await dashboard(owner.headers)).json()).toEqual({
      // SPEC §3: the range's agency (terminal) transactions; the top-up is a wallet movement
      agency: [],
      walletDetails: { name: 'Balance Shop', rank: 'bronze', balance: 1500, abbre: 'NGN' },
      otherAccounts: [],
      totalProducts: 0,
      totalCategories: 0,
      ordersList: [],
      setuplogo: true,
      setupproducts: true,
      // the paid top-up is the last 24 hours' one inflow
      inflowTotal: 1500,
      inflowsCount: 1,
      outflowTotal: 0,
      outflowsCount: 0,
      adsList: [],
      domainManagers: [],
    });
    const hidden = await dashboard(await subUser(owner, false));
    expect(hidden.json().walletDetails.balance).toBeNull();
    const shown = await dashboard(await subUser(owner, true));
    expect(shown.json().walletDetails.balance).toBe(1500);
  });

  it("answers SPEC §3's agency: the range's terminal transactions, none of the wallet's own movements", async () => {
    const owner = await signUp(app);
    await topUpAndPay(owner, 700);
    const around = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/olivia/products/dashboard', headers, payload });
    const today = {
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
      page: 0,
      size: 10,
    };
    const answer = await around(owner.headers, today);
    expect(answer.statusCode).toBe(200);
    // the top-up is in the range, but it is a wallet movement (the reports list has it)
    expect(answer.json().inflowsCount).toBe(1);
    expect(answer.json().agency).toEqual([]);
    expect((await around(await subUser(owner, false), today)).json().agency).toEqual([]);
    expect((await around(owner.headers, { ...today, startDate: 'yesterday' })).statusCode).toBe(
      400,
    );
    expect((await around({}, today)).statusCode).toBe(401);
  });

  it('lists wallet transactions to a sub-user only with viewbalance (they add up to the balance)', async () => {
    const owner = await signUp(app);
    await topUpAndPay(owner, 1200);
    const list = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/reports/transactions', headers });
    const hidden = await list(await subUser(owner, false));
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ error: 'You are not allowed to do this' });
    const shown = await list(await subUser(owner, true));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().total).toBeGreaterThan(0);
  });

  it('needs a session and a well-formed date range', async () => {
    expect((await dashboard({})).statusCode).toBe(401);
    const owner = await signUp(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/olivia/products/dashboard',
      headers: owner.headers,
      payload: { startDate: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/reports/transactions', () => {
  it("lists the store's top-ups as agency transactions, newest first, and nobody else's", async () => {
    const owner = await signUp(app);
    const first = await topUpAndPay(owner, 1000);
    const second = await topUpAndPay(owner, 2500);
    const page = (await transactions(owner.headers)).json();
    expect(page).toMatchObject({ total: 2, page: 0, size: 10 });
    expect(page.content.map((t: { ref: string }) => t.ref)).toEqual([second, first]);
    expect(page.content[0]).toMatchObject({
      agencyTxn: 'TOP-UP',
      status: 'SUCCESSFUL',
      direction: 'credit',
      amount: 2500,
      currency: 'NGN',
      createdby: owner.email,
    });
    const other = await signUp(app);
    expect((await transactions(other.headers)).json()).toMatchObject({ total: 0, content: [] });
  });

  it('pages, sorts, searches and filters by date', async () => {
    const owner = await signUp(app);
    const refs = [];
    for (const amount of [100, 300, 200]) refs.push(await topUpAndPay(owner, amount));
    const byAmount = (await transactions(owner.headers, '?sort=amount&order=asc&size=2')).json();
    expect(byAmount.content.map((t: { amount: number }) => t.amount)).toEqual([100, 200]);
    expect(byAmount.total).toBe(3);
    const second = (
      await transactions(owner.headers, '?sort=amount&order=asc&size=2&page=1')
    ).json();
    expect(second.content.map((t: { amount: number }) => t.amount)).toEqual([300]);
    const search = (await transactions(owner.headers, `?q=${refs[1]?.slice(-6)}`)).json();
    expect(search.content.map((t: { ref: string }) => t.ref)).toEqual([refs[1]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await transactions(owner.headers, `?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await transactions(owner.headers, '?from=2020-01-01&to=2020-01-31')).json().total).toBe(
      0,
    );
    expect((await transactions(owner.headers, '?sort=password')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await transactions({})).statusCode).toBe(401);
  });
});
