import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ExpensesQuerySchema, isPresetCategory } from '@olivia/contracts/expenses';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { branches } from '../../db/schema/branches';
import { expenseCategories, expenses } from '../../db/schema/expenses';
import { defineList } from '../../lib/resource/list.repository';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpense = Omit<typeof expenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ExpenseChanges = Partial<Omit<NewExpense, 'storeId' | 'recordedBy'>>;

/** An expense with the names it shows: its own category's, its branch's and its recorder's. */
export interface ExpenseRecord extends ExpenseRow {
  categoryName: string;
  branchName: string;
  recordedByName: string;
}

const ofStore = (storeId: string, id: string) =>
  and(eq(expenses.storeId, storeId), eq(expenses.id, id));

/** The wire's category (a preset key or an own category's id) as the row's columns. */
export const categoryColumns = (value: string) =>
  isPresetCategory(value)
    ? { category: value, categoryId: null }
    : { category: 'custom', categoryId: value };

/** A store's expenses, newest day first by default; search by payee and note. */
export const storeExpenses = defineList(ExpensesQuerySchema, {
  table: expenses,
  store: expenses.storeId,
  id: expenses.id,
  sorts: { date: expenses.spentOn, amount: expenses.amount, createdat: expenses.createdAt },
  search: [expenses.payee, expenses.note],
  filters: {
    category: (value) =>
      isPresetCategory(value) ? eq(expenses.category, value) : eq(expenses.categoryId, value),
    method: (method) => eq(expenses.method, method),
    branch: (branchId) => eq(expenses.branchId, branchId),
    from: (day) => gte(expenses.spentOn, day),
    to: (day) => lte(expenses.spentOn, day),
  },
});

/** The rows as records, in their order, named by one joined query. */
export async function expenseRecords(
  db: Executor,
  storeId: string,
  rows: ExpenseRow[],
): Promise<ExpenseRecord[]> {
  if (rows.length === 0) return [];
  const named = await db
    .select({
      id: expenses.id,
      categoryName: expenseCategories.name,
      branchName: branches.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(expenses)
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(branches, eq(branches.id, expenses.branchId))
    .leftJoin(users, and(eq(users.id, expenses.recordedBy), eq(users.storeId, storeId)))
    .where(
      and(
        eq(expenses.storeId, storeId),
        inArray(
          expenses.id,
          rows.map((row) => row.id),
        ),
      ),
    );
  const names = new Map(named.map((row) => [row.id, row]));
  return rows.map((row) => {
    const name = names.get(row.id);
    const person = `${name?.firstName ?? ''} ${name?.lastName ?? ''}`.trim();
    return {
      ...row,
      categoryName: name?.categoryName ?? '',
      branchName: name?.branchName ?? '',
      recordedByName: person || (name?.email ?? ''),
    };
  });
}

/** The store's expense `id` (locked for a change); another store's id answers undefined. */
export async function findStoreExpense(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<ExpenseRow | undefined> {
  const query = db.select().from(expenses).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertExpense(db: Executor, expense: NewExpense): Promise<ExpenseRow> {
  const [row] = await db.insert(expenses).values(expense).returning();
  if (!row) throw new Error('insert into expenses returned nothing');
  return row;
}

export async function updateStoreExpense(
  db: Executor,
  storeId: string,
  id: string,
  changes: ExpenseChanges,
) {
  const [row] = await db
    .update(expenses)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteStoreExpense(db: Executor, storeId: string, id: string) {
  await db.delete(expenses).where(ofStore(storeId, id));
}

/** The store's own categories by name, each with how many expenses use it. */
export function storeExpenseCategories(db: Executor, storeId: string) {
  return db
    .select({
      id: expenseCategories.id,
      name: expenseCategories.name,
      expenseCount: sql<number>`count(${expenses.id})::int`,
    })
    .from(expenseCategories)
    .leftJoin(expenses, eq(expenses.categoryId, expenseCategories.id))
    .where(eq(expenseCategories.storeId, storeId))
    .groupBy(expenseCategories.id)
    .orderBy(sql`lower(${expenseCategories.name})`, expenseCategories.id);
}

/**
 * The store's own category `id`; `lock` 'key share' while an expense is being pointed at it
 * (so it cannot be removed before that commits), 'update' to remove it.
 */
export async function findStoreExpenseCategory(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update' | 'key share',
) {
  const query = db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.storeId, storeId), eq(expenseCategories.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Inserts the category; undefined when the store already has the name (any case). */
export async function insertExpenseCategory(db: Executor, storeId: string, name: string) {
  const [row] = await db
    .insert(expenseCategories)
    .values({ storeId, name })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function isExpenseCategoryUsed(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(expenses)
    .where(and(eq(expenses.storeId, storeId), eq(expenses.categoryId, id)));
  return (row?.n ?? 0) > 0;
}

export async function deleteExpenseCategory(db: Executor, storeId: string, id: string) {
  await db
    .delete(expenseCategories)
    .where(and(eq(expenseCategories.storeId, storeId), eq(expenseCategories.id, id)));
}
