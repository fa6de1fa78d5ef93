import type { Expense, ExpenseMethod } from '@olivia/contracts/expenses';
import { toMajorUnits } from '@olivia/contracts/money';
import type { ExpenseRecord } from './expenses.repository';

/** The wire's category: the preset key, or the own category's id. */
const categoryOf = (row: ExpenseRecord) =>
  row.category === 'custom' && row.categoryId ? row.categoryId : row.category;

/** What the account log records: the fields the API shows, the receipt as on file or not. */
export const expenseSnapshot = (row: ExpenseRecord) => ({
  date: row.spentOn,
  category: categoryOf(row),
  categoryname: row.categoryName,
  payee: row.payee,
  amount: toMajorUnits(row.amount),
  method: row.method,
  branchid: row.branchId,
  note: row.note,
  receipt: row.receiptFileId !== null,
});

/** `receiptUrl`: a fresh signed link to its receipt photo, or ''. */
export const toExpense = (row: ExpenseRecord, receiptUrl: string): Expense => ({
  id: row.id,
  date: row.spentOn,
  category: categoryOf(row),
  categoryname: row.categoryName,
  payee: row.payee,
  amount: toMajorUnits(row.amount),
  method: row.method as ExpenseMethod,
  branchid: row.branchId,
  branch: row.branchName,
  note: row.note,
  receipturl: receiptUrl,
  recordedby: row.recordedByName,
  createdat: row.createdAt.toISOString(),
});
