import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import type { Expense, ExpenseCategory } from '@olivia/contracts/expenses';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';

export const expenseId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;
export const BRANCH_ID = '00000000-0000-4000-8000-000000000099';
export const FUEL_ID = '00000000-0000-4000-8000-000000000077';

export const expense = (index: number, overrides: Partial<Expense> = {}): Expense => ({
  id: expenseId(index),
  date: `2026-11-0${index}`,
  category: ['rent', 'transport', FUEL_ID][index - 1] ?? 'other',
  categoryname: index === 3 ? 'Generator fuel' : '',
  payee: ['Mr Adewale', 'Bolt rides', 'Total Yaba'][index - 1] ?? `Payee ${index}`,
  amount: [250000, 4500.5, 18000][index - 1] ?? 100,
  method: index === 1 ? 'bank' : 'cash',
  branchid: index === 2 ? BRANCH_ID : null,
  branch: index === 2 ? 'Yaba shop' : '',
  note: index === 1 ? 'November rent' : '',
  receipturl: index === 1 ? '/files/r-1/1.sig' : '',
  recordedby: 'Ada Obi',
  createdat: '2026-11-05T10:00:00.000Z',
  ...overrides,
});

/**
 * The expenses API holding `store`, the own categories `own` and one branch; lists answer the
 * store narrowed by category and method, like the server.
 */
export function fakeExpensesApi(store: Expense[], own: ExpenseCategory[] = []) {
  const indexOf = (id: string) => store.findIndex((row) => row.id === id);
  return fakeApi(
    fakeEndpoint(expenseEndpoints.list, ({ query }) => {
      const content = store.filter(
        (row) =>
          (!query.category || row.category === query.category) &&
          (!query.method || row.method === query.method),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      expenseEndpoints.get,
      ({ params }) => store[indexOf(params.id)] ?? jsonResponse(404, { error: 'Not Found' }),
    ),
    fakeEndpoint(expenseEndpoints.create, ({ body }) => {
      const created = { ...expense(store.length + 1), ...body } as Expense;
      store.push(created);
      return created;
    }),
    fakeEndpoint(expenseEndpoints.update, ({ params, body }) => {
      const index = indexOf(params.id);
      store[index] = { ...store[index], ...body } as Expense;
      return store[index];
    }),
    fakeEndpoint(expenseEndpoints.remove, ({ params }) => {
      store.splice(indexOf(params.id), 1);
      return { status: 200, message: 'Expense removed' };
    }),
    fakeEndpoint(expenseCategoryEndpoints.list, () => own),
    fakeEndpoint(expenseCategoryEndpoints.create, ({ body }) => {
      if (own.some((row) => row.name.toLowerCase() === body.name.toLowerCase())) {
        return jsonResponse(409, { error: 'You already have a category with this name' });
      }
      const created = { id: FUEL_ID.replace('77', '78'), name: body.name, expensecount: 0 };
      own.push(created);
      return created;
    }),
    fakeEndpoint(expenseCategoryEndpoints.remove, () => ({ status: 200, message: 'ok' })),
    fakeEndpoint(branchEndpoints.list, () => ({
      content: [
        {
          id: BRANCH_ID,
          name: 'Yaba shop',
          kind: 'shop' as const,
          addressid: null,
          address: '',
          phone: '',
          hours: [],
          managerid: null,
          manager: '',
          pickup: false,
          pickupinstructions: '',
          active: true,
          staffcount: 0,
          ordercount: 0,
          revenue: 0,
          createdat: '2026-10-01T09:00:00.000Z',
        },
      ],
      total: 1,
      page: 0,
      size: 100,
    })),
    fakeEndpoint(uploadEndpoints.uploadImage, () => ({ imageURL: '/files/r-9/9.sig' })),
  );
}
