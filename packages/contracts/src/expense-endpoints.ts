import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  ExpenseCategoriesSchema,
  ExpenseCategoryRequestSchema,
  ExpenseCategorySchema,
  ExpenseIdParamsSchema,
  ExpenseListSchema,
  ExpenseRequestSchema,
  ExpenseSchema,
  ExpensesQuerySchema,
  UpdateExpenseRequestSchema,
} from './expenses';

const main = apiPrefixes.main;

/**
 * Expenditures (issue 30): every user of the store reads and records expenses (staff pay for
 * transport and stock at the counter); only the main user corrects or removes one and manages
 * the store's own categories. None of them moves money, so none asks for the PIN.
 */
export const expenseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/expenses',
    auth: 'session',
    query: ExpensesQuerySchema,
    response: ExpenseListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/expenses/:id',
    auth: 'session',
    params: ExpenseIdParamsSchema,
    response: ExpenseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/expenses',
    auth: 'session',
    body: ExpenseRequestSchema,
    response: ExpenseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/expenses/:id',
    auth: 'mainUser',
    params: ExpenseIdParamsSchema,
    body: UpdateExpenseRequestSchema,
    response: ExpenseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/expenses/:id',
    auth: 'mainUser',
    params: ExpenseIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

/** The store's own expense categories (the presets are in the contract). */
export const expenseCategoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/expense-categories',
    auth: 'session',
    response: ExpenseCategoriesSchema,
  }),
  /** 409 `expenseCategoryTaken` for a name the store has (any case) or a preset's key. */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/expense-categories',
    auth: 'mainUser',
    body: ExpenseCategoryRequestSchema,
    response: ExpenseCategorySchema,
    status: 201,
  }),
  /** 409 `expenseCategoryInUse` while an expense names it. */
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/expense-categories/:id',
    auth: 'mainUser',
    params: ExpenseIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
