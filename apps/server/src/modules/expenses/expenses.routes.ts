import type { FastifyInstance } from 'fastify';
import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ExpenseCategoriesService } from './expense-categories.service';
import type { ExpensesService } from './expenses.service';

/** Expenditures: every user of the store reads and records, the main user changes (`auth`). */
export async function expensesRoutes(
  app: FastifyInstance,
  opts: { expenses: ExpensesService; categories: ExpenseCategoriesService },
) {
  const { expenses, categories } = opts;

  route(app, expenseEndpoints.list, (r) => expenses.list(sessionOf(r).storeId, r.query));
  route(app, expenseEndpoints.get, (r) => expenses.get(sessionOf(r).storeId, r.params.id));
  route(app, expenseEndpoints.create, (r) => expenses.create(sessionOf(r), r.body));
  route(app, expenseEndpoints.update, (r) => expenses.update(sessionOf(r), r.params.id, r.body));
  route(app, expenseEndpoints.remove, async (r) => {
    await expenses.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Expense removed' };
  });

  route(app, expenseCategoryEndpoints.list, (r) => categories.list(sessionOf(r).storeId));
  route(app, expenseCategoryEndpoints.create, (r) => categories.create(sessionOf(r), r.body.name));
  route(app, expenseCategoryEndpoints.remove, async (r) => {
    await categories.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Category removed' };
  });
}
