import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { expenseCategoryEndpoints, expenseEndpoints } from '@olivia/contracts/expense-endpoints';
import type { ExpenseCategory, ExpenseList } from '@olivia/contracts/expenses';
import { FABRICS_EXPENSES, TEA_EXPENSES } from '../../../src/seed/demo-expenses';
import { demoUser, seededDemoApp } from '../../helpers/demo-seed';

const app = seededDemoApp();

describe('the demo expenses', () => {
  it("gives Ada a month of expenses at her branches, some recorded by Tunde, with her own 'Generator fuel'", async () => {
    const ada = await demoUser(app(), 'ada@example.com');
    const list = await ada.get<ExpenseList>(`${endpointUrl(expenseEndpoints.list)}?size=100`);
    expect(list.total).toBe(FABRICS_EXPENSES.length);
    const total = list.content.reduce((sum, row) => sum + row.amount, 0);
    expect(total).toBe(FABRICS_EXPENSES.reduce((sum, line) => sum + line.amount, 0));
    const days = list.content.map((row) => row.date);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(list.content.map((row) => row.recordedby)).size).toBe(2);
    expect(list.content.some((row) => row.branch === 'Yaba shop')).toBe(true);
    const own = await ada.get<ExpenseCategory[]>(endpointUrl(expenseCategoryEndpoints.list));
    expect(own).toEqual([expect.objectContaining({ name: 'Generator fuel', expensecount: 3 })]);
  });

  it('gives James a month of his own in pounds', async () => {
    const james = await demoUser(app(), 'james@example.com');
    const list = await james.get<ExpenseList>(`${endpointUrl(expenseEndpoints.list)}?size=100`);
    expect(list.content.map((row) => row.payee).sort()).toEqual(
      TEA_EXPENSES.map((line) => line.payee).sort(),
    );
  });
});
