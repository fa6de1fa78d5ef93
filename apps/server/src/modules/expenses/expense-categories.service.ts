import { expenseMessages } from '@olivia/contracts/expense-messages';
import { EXPENSE_PRESET_CATEGORIES, type ExpenseCategory } from '@olivia/contracts/expenses';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import {
  deleteExpenseCategory,
  findStoreExpenseCategory,
  insertExpenseCategory,
  isExpenseCategoryUsed,
  storeExpenseCategories,
} from './expenses.repository';

type CategoryRow = { id: string; name: string };

const taken = () =>
  conflict(expenseMessages.expenseCategoryTaken, {
    name: [expenseMessages.expenseCategoryTaken],
  });

/**
 * The store's own expense categories (`expense_category.created`, `.removed` in the account
 * log). A name the store has in any case, or a preset's key, is taken (409); one that expenses
 * use cannot be removed (409), and the database refuses it too (restrict).
 */
export function createExpenseCategoriesService(db: Database) {
  const writer = createResourceWriter(db, {
    entity: 'expense_category',
    find: (tx, storeId, id) => findStoreExpenseCategory(tx, storeId, id, 'update'),
    id: (row: CategoryRow) => row.id,
    snapshot: (row: CategoryRow) => ({ name: row.name }),
  });

  return {
    async list(storeId: string): Promise<ExpenseCategory[]> {
      const rows = await storeExpenseCategories(db, storeId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        expensecount: Number(row.expenseCount),
      }));
    },

    async create(actor: Actor, name: string): Promise<ExpenseCategory> {
      if ((EXPENSE_PRESET_CATEGORIES as readonly string[]).includes(name.toLowerCase())) {
        throw taken();
      }
      const row = await writer.create(actor, 'created', async ({ tx }) => {
        const inserted = await insertExpenseCategory(tx, actor.storeId, name);
        if (!inserted) throw taken();
        return inserted;
      });
      return { id: row.id, name: row.name, expensecount: 0 };
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }) => {
        if (await isExpenseCategoryUsed(tx, actor.storeId, id)) {
          throw conflict(expenseMessages.expenseCategoryInUse);
        }
        await deleteExpenseCategory(tx, actor.storeId, id);
      });
    },
  };
}

export type ExpenseCategoriesService = ReturnType<typeof createExpenseCategoriesService>;
