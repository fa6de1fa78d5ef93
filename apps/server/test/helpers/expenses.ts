import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import type { Expense, ExpenseRequest } from '@olivia/contracts/expenses';

/** A believable expense: the shop's electricity, paid in cash. */
export const newExpense = (overrides: Partial<ExpenseRequest> = {}): ExpenseRequest => ({
  date: '2026-11-03',
  category: 'utilities',
  payee: 'Ikeja Electric',
  amount: 18500.5,
  method: 'cash',
  ...overrides,
});

export async function createExpense(
  app: FastifyInstance,
  headers: Record<string, string>,
  overrides: Partial<ExpenseRequest> = {},
): Promise<Expense> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(expenseEndpoints.create),
    headers,
    payload: newExpense(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Expense>();
}
