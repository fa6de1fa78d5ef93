import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { stores } from '../../src/db/schema/accounts';
import { insertWalletTransaction } from '../../src/modules/wallet/wallet-transactions.repository';
import { signUp, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query: Record<string, string> = {}) =>
  app.inject({
    url: `${endpointUrl(walletEndpoints.transactions)}?${new URLSearchParams(query)}`,
    headers,
  });
const detail = (headers: Headers, id: string) =>
  app.inject({ url: endpointUrl(walletEndpoints.transaction, { id }), headers });
const refsOf = (response: { json: () => { content: { ref: string }[] } }) =>
  response.json().content.map((row) => row.ref);

async function storeIdOf(merchant: SignedIn): Promise<string> {
  const { db } = await testDatabase();
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.systemId, merchant.headers.systemid));
  if (!store) throw new Error('no store');
  return store.id;
}

/** Writes a movement as its writer would (transfers and settlements have no writer yet). */
async function movement(
  storeId: string,
  row: { ref: string; agencyTxn: string; status: string; amount: bigint; createdAt?: Date },
) {
  const { db } = await testDatabase();
  const at = row.createdAt ?? new Date();
  await insertWalletTransaction(db, {
    storeId,
    direction: row.agencyTxn === 'TOP-UP' ? 'credit' : 'debit',
    currency: 'NGN',
    meaning: `${row.agencyTxn} ${row.ref}`,
    createdBy: 'test',
    ...row,
    createdAt: at,
    modifiedAt: at,
  });
}

async function createTopUp(merchant: SignedIn, amount: number): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/olivia/agent/pbbt/pbbt',
    headers: merchant.headers,
    payload: { amount, bank: '101' },
  });
  expect(created.statusCode).toBe(200);
  return created.json().reference;
}

async function pay(reference: string, amount?: number) {
  const paid = await app.inject({
    method: 'POST',
    url: '/api/sandbox/pay',
    payload: amount === undefined ? { reference } : { reference, amount },
  });
  expect(paid.statusCode).toBe(200);
}

describe('GET /api/reports/transactions: search, filters and dates', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await signUp(app);
    const storeId = await storeIdOf(owner);
    await movement(storeId, {
      ref: 'tr_alpha01',
      agencyTxn: 'TRANSFER',
      status: 'SUCCESSFUL',
      amount: 500000n,
    });
    await movement(storeId, {
      ref: 'tr_beta002',
      agencyTxn: 'TRANSFER',
      status: 'FAILED',
      amount: 1250050n,
    });
    await movement(storeId, {
      ref: 'fe_gamma03',
      agencyTxn: 'FEE',
      status: 'SUCCESSFUL',
      amount: 2500n,
    });
    await movement(storeId, {
      ref: 'rv_delta04',
      agencyTxn: 'REVERSAL',
      status: 'REVERSED',
      amount: 500000n,
    });
    await movement(storeId, {
      ref: 'st_old0005',
      agencyTxn: 'SETTLEMENT',
      status: 'PENDING',
      amount: 700n,
      createdAt: new Date('2026-01-10T12:00:00.000Z'),
    });
  });

  it('finds amounts written as the screen shows them', async () => {
    for (const q of ['5,000.00', '5000', '₦5,000', '−₦5,000.00', '5000.00']) {
      expect(refsOf(await list(owner.headers, { q })).sort(), q).toEqual([
        'rv_delta04',
        'tr_alpha01',
      ]);
    }
    expect(refsOf(await list(owner.headers, { q: '12,500.50' }))).toEqual(['tr_beta002']);
    expect(refsOf(await list(owner.headers, { q: '25' }))).toEqual(['fe_gamma03']);
    expect((await list(owner.headers, { q: '4,999.99' })).json().total).toBe(0);
  });

  it('finds references in any case, as shown (uppercase) or stored', async () => {
    expect(refsOf(await list(owner.headers, { q: 'TR_BETA002' }))).toEqual(['tr_beta002']);
    expect(refsOf(await list(owner.headers, { q: 'Gamma' }))).toEqual(['fe_gamma03']);
  });

  it('filters by type and by status, alone or together', async () => {
    expect(refsOf(await list(owner.headers, { type: 'TRANSFER' })).sort()).toEqual([
      'tr_alpha01',
      'tr_beta002',
    ]);
    expect(refsOf(await list(owner.headers, { status: 'FAILED' }))).toEqual(['tr_beta002']);
    expect(refsOf(await list(owner.headers, { type: 'TRANSFER', status: 'SUCCESSFUL' }))).toEqual([
      'tr_alpha01',
    ]);
    expect(refsOf(await list(owner.headers, { type: 'REVERSAL', q: '5000' }))).toEqual([
      'rv_delta04',
    ]);
    const unknown = await list(owner.headers, { type: 'LOAN' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().details)).toEqual(['type']);
  });

  it('takes a date range, and refuses a From after To with a message', async () => {
    const january = await list(owner.headers, { from: '2026-01-10', to: '2026-01-10' });
    expect(refsOf(january)).toEqual(['st_old0005']);
    const reversed = await list(owner.headers, { from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      error: serverErrors.badRequest,
      details: { to: [messages.dateRangeInvalid] },
    });
    // One end open, or both the same day, is a range.
    expect((await list(owner.headers, { from: '2026-02-01' })).statusCode).toBe(200);
  });

  it('sends a description code and its parameters beside the English text', async () => {
    const [row] = (await list(owner.headers, { q: 'tr_alpha01' })).json().content;
    expect(row).toMatchObject({
      description: { code: 'transfer', params: {} },
      meaning: 'TRANSFER tr_alpha01',
    });
  });
});

describe('GET /api/reports/transactions/:id', () => {
  it('tells two payments of one top-up apart, each with its fee, paid amount and references', async () => {
    const owner = await signUp(app);
    const reference = await createTopUp(owner, 1000); // fee 1%: 10
    await pay(reference, 500);
    await pay(reference, 510);
    const rows = (await list(owner.headers, { sort: 'amount', order: 'asc' })).json().content;
    expect(rows.map((row: { amount: number }) => row.amount)).toEqual([490, 510]);
    expect(rows[0].description).toEqual({
      code: 'topUpBankTransfer',
      params: { bank: expect.any(String), account: expect.stringMatching(/^\d{10}$/) },
    });
    const [first, second] = await Promise.all(
      rows.map(async (row: { id: string }) => (await detail(owner.headers, row.id)).json()),
    );
    expect(first).toMatchObject({
      ref: reference,
      agencyTxn: 'TOP-UP',
      amount: 490,
      fee: 10,
      paid: 500,
      providerReference: `SBX-${reference}`,
      paymentRef: expect.stringMatching(/^evt_/),
      counterparty: {
        name: expect.any(String),
        bank: rows[0].description.params.bank,
        account: rows[0].description.params.account,
      },
      timeline: [
        { event: 'requested', at: expect.any(String) },
        { event: 'created', at: first.createdat },
      ],
    });
    expect(second).toMatchObject({ ref: reference, amount: 510, fee: 0, paid: 510 });
    expect(second.paymentRef).toMatch(/^evt_/);
    expect(second.paymentRef).not.toBe(first.paymentRef);
  });

  it("answers 404 for another store's transaction or an unknown id, 400 for a malformed one", async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner);
    await movement(storeId, {
      ref: 'own_ref',
      agencyTxn: 'FEE',
      status: 'SUCCESSFUL',
      amount: 100n,
    });
    const [row] = (await list(owner.headers)).json().content;
    const shown = await detail(owner.headers, row.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      ref: 'own_ref',
      fee: null,
      paid: null,
      paymentRef: null,
      providerReference: null,
      counterparty: null,
    });
    const stranger = await signUp(app);
    const foreign = await detail(stranger.headers, row.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: serverErrors.notFound });
    expect((await detail(owner.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const malformed = await detail(owner.headers, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().details)).toEqual(['id']);
  });

  it('is refused to a sub-user who may not see the balance, as the list is, and needs a session', async () => {
    const owner = await signUp(app);
    const storeId = await storeIdOf(owner);
    await movement(storeId, {
      ref: 'hidden_ref',
      agencyTxn: 'FEE',
      status: 'SUCCESSFUL',
      amount: 100n,
    });
    const [row] = (await list(owner.headers)).json().content;
    const staff = await staffHeaders(app, owner);
    for (const response of [await detail(staff, row.id), await list(staff)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: serverErrors.forbidden });
    }
    expect((await detail({}, row.id)).statusCode).toBe(401);
  });
});
