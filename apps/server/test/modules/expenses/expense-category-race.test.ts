import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import type { ExpenseCategory, ExpenseList } from '@olivia/contracts/expenses';
import { newExpense } from '../../helpers/expenses';
import { signUp } from '../../helpers/factories';
import { buildTestApp } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('an own category removed while an expense is recorded in it', () => {
  it('either keeps the category with its expense or refuses the expense: never a 500, never an orphan', async () => {
    const owner = await signUp(app);
    for (let round = 0; round < 5; round += 1) {
      const category = (
        await app.inject({
          method: 'POST',
          url: endpointUrl(expenseCategoryEndpoints.create),
          headers: owner.headers,
          payload: { name: `Fuel ${round}` },
        })
      ).json<ExpenseCategory>();
      const [created, removed] = await Promise.all([
        app.inject({
          method: 'POST',
          url: endpointUrl(expenseEndpoints.create),
          headers: owner.headers,
          payload: newExpense({ category: category.id }),
        }),
        app.inject({
          method: 'DELETE',
          url: endpointUrl(expenseCategoryEndpoints.remove, { id: category.id }),
          headers: owner.headers,
        }),
      ]);
      const outcome = [created.statusCode, removed.statusCode];
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual(outcome);
      const list = await app.inject({
        method: 'GET',
        url: `${endpointUrl(expenseEndpoints.list)}?category=${category.id}`,
        headers: owner.headers,
      });
      expect(list.json<ExpenseList>().total).toBe(created.statusCode === 201 ? 1 : 0);
    }
  });
});
