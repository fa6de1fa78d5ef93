import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import { expenseMessages } from '@olivia/contracts/expense-messages';
import type { Expense, ExpenseList } from '@olivia/contracts/expenses';
import { createBranch } from '../../helpers/branches';
import { createExpense, newExpense } from '../../helpers/expenses';
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
  name: 'expenses',
  app: () => app,
  endpoints: expenseEndpoints,
  validBody: () => newExpense(),
  invalidBody: {
    body: { date: '3 Nov', category: 'snacks', payee: ' ', amount: 0, method: 'wallet' },
    fields: ['date', 'category', 'payee', 'amount', 'method'],
  },
  updateBody: { amount: 20000 },
  make: async (owner) => (await createExpense(app, owner.headers)).id,
});

type Headers = Record<string, string>;
const send = (headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async (headers: Headers, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `${endpointUrl(expenseEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExpenseList>();
};

describe('recording an expense', () => {
  it('keeps the amount exact, names who recorded it and logs the change', async () => {
    const owner = await signUp(app);
    const expense = await createExpense(app, owner.headers, { amount: 0.1 + 0.2, note: ' Nov ' });
    expect(expense).toMatchObject({
      date: '2026-11-03',
      category: 'utilities',
      categoryname: '',
      payee: 'Ikeja Electric',
      amount: 0.3,
      method: 'cash',
      branchid: null,
      note: 'Nov',
      receipturl: '',
    });
    expect(expense.recordedby).not.toBe('');
    const edited = await send(
      owner.headers,
      'PUT',
      endpointUrl(expenseEndpoints.update, { id: expense.id }),
      { amount: 1250.75, method: 'card' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Expense>()).toMatchObject({
      amount: 1250.75,
      method: 'card',
      payee: 'Ikeja Electric',
    });
    const removed = await send(
      owner.headers,
      'DELETE',
      endpointUrl(expenseEndpoints.remove, { id: expense.id }),
    );
    expect(removed.statusCode).toBe(200);
    const audit = await auditOf(expense.id);
    expect(audit.map((row) => row.action)).toEqual([
      'expense.created',
      'expense.updated',
      'expense.removed',
    ]);
    expect(audit[1]?.changes).toEqual({
      amount: { from: 0.3, to: 1250.75 },
      method: { from: 'cash', to: 'card' },
    });
  });

  it('lets a sub-user record and read expenses but not change or remove them', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const mine = await createExpense(app, staff, { payee: 'Okada rider', category: 'transport' });
    expect((await list(owner.headers)).content.map((row) => row.id)).toEqual([mine.id]);
    const answers = [
      await send(staff, 'PUT', endpointUrl(expenseEndpoints.update, { id: mine.id }), {
        amount: 1,
      }),
      await send(staff, 'DELETE', endpointUrl(expenseEndpoints.remove, { id: mine.id })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403]);
    expect((await list(staff)).content[0]?.amount).toBe(18500.5);
  });

  it("refuses another store's branch and a branch switched off, naming the field", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const theirs = await createBranch(app, other);
    const closed = await createBranch(app, owner, { name: 'Old shop', active: false });
    for (const branchid of [theirs.id, closed.id]) {
      const response = await send(
        owner.headers,
        'POST',
        endpointUrl(expenseEndpoints.create),
        newExpense({ branchid }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({
        branchid: [expenseMessages.expenseBranchNotFound],
      });
    }
    const open = await createBranch(app, owner);
    const atShop = await createExpense(app, owner.headers, { branchid: open.id });
    expect(atShop).toMatchObject({ branchid: open.id, branch: 'Yaba shop' });
  });

  it("keeps a receipt photo private: the store's own upload only, shown by a signed link", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const upload = async (who: SignedIn) => {
      const response = await uploadImage(app, who.headers, await picture('jpeg', 300, 400), {
        purpose: 'expense-receipt',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ imageURL: string }>().imageURL;
    };
    const ours = await upload(owner);
    expect(ours).toMatch(/^\/files\/[\w-]+\/[\w.-]+$/);
    const expense = await createExpense(app, owner.headers, { receipturl: ours });
    expect(expense.receipturl).toMatch(/^\/files\/[\w-]+\/[\w.-]+$/);
    const plain = await app.inject({ method: 'GET', url: ours.split('/').slice(0, 3).join('/') });
    expect(plain.statusCode).toBe(404);
    // Saving the edit form as it came (the link it showed) keeps the receipt.
    const again = await send(
      owner.headers,
      'PUT',
      endpointUrl(expenseEndpoints.update, { id: expense.id }),
      {
        receipturl: expense.receipturl,
        note: 'kept',
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Expense>().receipturl).not.toBe('');
    expect((await auditOf(expense.id))[1]?.changes).toEqual({ note: { from: '', to: 'kept' } });
    // Staff record expenses, so they upload receipts too.
    const staff = await staffHeaders(app, owner);
    const staffUpload = await uploadImage(app, staff, await picture('png'), {
      purpose: 'expense-receipt',
    });
    expect(staffUpload.statusCode, staffUpload.body).toBe(200);
    const stolen = await send(
      owner.headers,
      'POST',
      endpointUrl(expenseEndpoints.create),
      newExpense({ receipturl: await upload(other) }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details).toEqual({
      receipturl: [expenseMessages.expenseReceiptNotUploaded],
    });
  });
});

describe('the list', () => {
  it('filters by category, method, branch and dates (inclusive), searches and sorts', async () => {
    const owner = await signUp(app);
    const shop = await createBranch(app, owner);
    const rent = await createExpense(app, owner.headers, {
      date: '2026-11-01',
      category: 'rent',
      payee: 'Mr Adewale',
      amount: 250000,
      method: 'bank',
    });
    const fuel = await createExpense(app, owner.headers, {
      date: '2026-11-15',
      category: 'transport',
      payee: 'Total filling station',
      amount: 12000,
      branchid: shop.id,
    });
    const ads = await createExpense(app, owner.headers, {
      date: '2026-11-30',
      category: 'marketing',
      payee: 'Instagram',
      amount: 30000,
      method: 'card',
      note: 'Black Friday',
    });
    const ids = async (query: string) =>
      (await list(owner.headers, query)).content.map((row) => row.id);
    expect(await ids('')).toEqual([ads.id, fuel.id, rent.id]);
    expect(await ids('?sort=amount&order=asc')).toEqual([fuel.id, ads.id, rent.id]);
    expect(await ids('?category=rent')).toEqual([rent.id]);
    expect(await ids('?method=cash')).toEqual([fuel.id]);
    expect(await ids(`?branch=${shop.id}`)).toEqual([fuel.id]);
    expect(await ids('?from=2026-11-15&to=2026-11-30')).toEqual([ads.id, fuel.id]);
    expect(await ids('?to=2026-11-01')).toEqual([rent.id]);
    expect(await ids('?q=friday')).toEqual([ads.id]);
    const reversed = await app.inject({
      method: 'GET',
      url: `${endpointUrl(expenseEndpoints.list)}?from=2026-12-01&to=2026-11-01`,
      headers: owner.headers,
    });
    expect(reversed.statusCode).toBe(400);
  });
});
