import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import type { FlowsResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { insertWalletTransaction } from '../../src/modules/wallet/wallet-transactions.repository';
import { signUp, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { storeIdOf } from '../helpers/uploads';
import { walletMovement, type MovementExtra } from '../helpers/wallet-movements';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const flows = (headers: Partial<SignedIn['headers']>, query: Record<string, string>) =>
  app.inject({ url: endpointUrl(walletEndpoints.flows), headers, query });

async function movement(owner: SignedIn, at: string, naira: number, extra?: MovementExtra) {
  const { db } = await testDatabase();
  await insertWalletTransaction(db, walletMovement(await storeIdOf(owner.email), at, naira, extra));
}

describe('GET /reports/flows: the dashboard chart', () => {
  it('answers every day of the range and of the period before, in and out, in UTC days', async () => {
    const owner = await signUp(app);
    await movement(owner, '2026-03-10T00:00:00.000Z', 100); // first moment of the range
    await movement(owner, '2026-03-10T23:59:59.999Z', 50.25);
    await movement(owner, '2026-03-12T12:00:00.000Z', 30, { direction: 'debit' });
    await movement(owner, '2026-03-12T23:59:59.999Z', 5, { direction: 'debit' }); // last moment
    await movement(owner, '2026-03-13T00:00:00.000Z', 999); // the day after: left out
    await movement(owner, '2026-03-07T08:00:00.000Z', 70); // the previous period's first day
    await movement(owner, '2026-03-09T23:00:00.000Z', 20, { direction: 'debit' });
    await movement(owner, '2026-03-06T23:59:59.999Z', 999); // before the previous period
    // not counted: pending, failed, another currency, another store
    await movement(owner, '2026-03-11T10:00:00.000Z', 999, { status: 'PENDING' });
    await movement(owner, '2026-03-11T10:00:00.000Z', 999, { status: 'FAILED' });
    await movement(owner, '2026-03-11T10:00:00.000Z', 999, { currency: 'GBP' });
    await movement(await signUp(app), '2026-03-11T10:00:00.000Z', 999);

    const response = await flows(owner.headers, { from: '2026-03-10', to: '2026-03-12' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FlowsResponse>()).toEqual({
      currency: 'NGN',
      current: [
        { day: '2026-03-10', inflow: 150.25, outflow: 0 },
        { day: '2026-03-11', inflow: 0, outflow: 0 },
        { day: '2026-03-12', inflow: 0, outflow: 35 },
      ],
      previous: [
        { day: '2026-03-07', inflow: 70, outflow: 0 },
        { day: '2026-03-08', inflow: 0, outflow: 0 },
        { day: '2026-03-09', inflow: 0, outflow: 20 },
      ],
    });
  });

  it('takes one day, and up to 366', async () => {
    const owner = await signUp(app);
    const one = await flows(owner.headers, { from: '2026-03-10', to: '2026-03-10' });
    expect(one.json().current).toHaveLength(1);
    const year = await flows(owner.headers, { from: '2025-03-10', to: '2026-03-10' });
    expect(year.statusCode).toBe(200);
    expect(year.json().previous).toHaveLength(366);
  });

  it('refuses a range backwards, too long or not made of dates', async () => {
    const owner = await signUp(app);
    const backwards = await flows(owner.headers, { from: '2026-03-12', to: '2026-03-10' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.to).toEqual([messages.dateRangeInvalid]);
    const long = await flows(owner.headers, { from: '2025-03-09', to: '2026-03-10' });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.from).toEqual([messages.dateRangeTooLong]);
    for (const from of ['2026-02-30', 'yesterday', '']) {
      expect((await flows(owner.headers, { from, to: '2026-03-10' })).statusCode, from).toBe(400);
    }
  });

  it('is for whoever may see the balance: a sub-user without it gets 403, no session 401', async () => {
    const owner = await signUp(app);
    const query = { from: '2026-03-10', to: '2026-03-12' };
    const staff = await staffHeaders(app, owner, { viewbalance: false });
    expect((await flows(staff, query)).statusCode).toBe(403);
    const trusted = await staffHeaders(app, owner, { viewbalance: true });
    expect((await flows(trusted, query)).statusCode).toBe(200);
    expect((await flows({}, query)).statusCode).toBe(401);
  });
});
