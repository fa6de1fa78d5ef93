import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import { expenseMessages } from '@olivia/contracts/expense-messages';
import type { ExpenseCategory, ExpenseList } from '@olivia/contracts/expenses';
import { createExpense, newExpense } from '../../helpers/expenses';
import { signUp } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const addCategory = (headers: Headers, name: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(expenseCategoryEndpoints.create),
    headers,
    payload: { name },
  });
const removeCategory = (headers: Headers, id: string) =>
  app.inject({
    method: 'DELETE',
    url: endpointUrl(expenseCategoryEndpoints.remove, { id }),
    headers,
  });
const categories = async (headers: Headers) => {
  const response = await app.inject({
    method: 'GET',
    url: endpointUrl(expenseCategoryEndpoints.list),
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExpenseCategory[]>();
};

describe("a store's own expense categories", () => {
  it('are added by the main user, used by expenses, filtered on, and kept while used', async () => {
    const owner = await signUp(app);
    const added = await addCategory(owner.headers, ' Generator fuel ');
    expect(added.statusCode, added.body).toBe(201);
    const fuel = added.json<ExpenseCategory>();
    expect(fuel).toMatchObject({ name: 'Generator fuel', expensecount: 0 });
    const expense = await createExpense(app, owner.headers, {
      category: fuel.id,
    });
    expect(expense).toMatchObject({ category: fuel.id, categoryname: 'Generator fuel' });
    await createExpense(app, owner.headers, { category: 'rent' });
    const filtered = await app.inject({
      method: 'GET',
      url: `${endpointUrl(expenseEndpoints.list)}?category=${fuel.id}`,
      headers: owner.headers,
    });
    expect(filtered.json<ExpenseList>().content.map((row) => row.id)).toEqual([expense.id]);
    expect(await categories(owner.headers)).toEqual([{ ...fuel, expensecount: 1 }]);

    const inUse = await removeCategory(owner.headers, fuel.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ error: expenseMessages.expenseCategoryInUse });
    await app.inject({
      method: 'PUT',
      url: endpointUrl(expenseEndpoints.update, { id: expense.id }),
      headers: owner.headers,
      payload: { category: 'transport' },
    });
    expect((await removeCategory(owner.headers, fuel.id)).statusCode).toBe(200);
    expect(await categories(owner.headers)).toEqual([]);
    expect((await auditOf(fuel.id)).map((row) => row.action)).toEqual([
      'expense_category.created',
      'expense_category.removed',
    ]);
  });

  it("refuses a taken name in any case, a preset's name, another store's category and a sub-user", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    expect((await addCategory(owner.headers, 'Security')).statusCode).toBe(201);
    const twice = await addCategory(owner.headers, 'SECURITY');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details).toEqual({ name: [expenseMessages.expenseCategoryTaken] });
    expect((await addCategory(owner.headers, 'Rent')).statusCode).toBe(409);
    const theirs = (await addCategory(other.headers, 'Theirs')).json<ExpenseCategory>();
    const borrowed = await app.inject({
      method: 'POST',
      url: endpointUrl(expenseEndpoints.create),
      headers: owner.headers,
      payload: newExpense({ category: theirs.id }),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().details).toEqual({
      category: [expenseMessages.expenseCategoryNotFound],
    });
    expect((await removeCategory(owner.headers, theirs.id)).statusCode).toBe(404);
    const staff = await staffHeaders(app, owner);
    expect((await addCategory(staff, 'Mine')).statusCode).toBe(403);
    expect((await categories(staff)).map((row) => row.name)).toEqual(['Security']);
    const signedOut = await app.inject({
      method: 'GET',
      url: endpointUrl(expenseCategoryEndpoints.list),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
