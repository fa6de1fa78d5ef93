import type {
  ExpenseRequestSchema,
  ExpensesQuerySchema,
  UpdateExpenseRequestSchema,
} from '@olivia/contracts/expenses';
import { expenseMessages } from '@olivia/contracts/expense-messages';
import { isPresetCategory } from '@olivia/contracts/expenses';
import { toMinorUnits } from '@olivia/contracts/money';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { attachableBranch } from '../branches/public';
import type { FileLinks } from '../files/file-links';
import { expenseSnapshot, toExpense } from './expense-dto';
import {
  categoryColumns,
  deleteStoreExpense,
  expenseRecords,
  findStoreExpense,
  findStoreExpenseCategory,
  insertExpense,
  storeExpenses,
  updateStoreExpense,
  type ExpenseRecord,
} from './expenses.repository';

type Body = Partial<z.output<typeof ExpenseRequestSchema>>;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

async function recordOf(tx: Executor, storeId: string, id: string): Promise<ExpenseRecord> {
  const row = await findStoreExpense(tx, storeId, id);
  const [record] = row ? await expenseRecords(tx, storeId, [row]) : [];
  if (!record) throw notFound();
  return record;
}

/**
 * Expenditures (issue 30) on the resource kit: any user of the store records an expense, the
 * main user corrects or removes one (`expense.created`, `.updated`, `.removed` in the account
 * log). Nothing here moves money. An own category, a branch and a receipt must be the store's:
 * the category and branch are held (key share) until the write commits; a branch must be active
 * when it is newly named; the receipt is a private upload shown by signed links.
 */
export function createExpensesService(deps: { db: Database; files: FileLinks }) {
  const { db, files } = deps;
  const writer = createResourceWriter(db, {
    entity: 'expense',
    find: async (tx, storeId, id) => {
      const row = await findStoreExpense(tx, storeId, id, 'update');
      return row && (await expenseRecords(tx, storeId, [row]))[0];
    },
    id: (row: ExpenseRecord) => row.id,
    snapshot: expenseSnapshot,
  });
  const show = (row: ExpenseRecord) =>
    toExpense(row, row.receiptFileId ? files.linkTo(row.receiptFileId) : '');

  /** The columns of the fields sent, each checked against the store; `before` on an edit. */
  async function columnsOf(tx: Executor, storeId: string, body: Body, before?: ExpenseRecord) {
    if (body.category !== undefined && !isPresetCategory(body.category)) {
      if (!(await findStoreExpenseCategory(tx, storeId, body.category, 'key share'))) {
        throw fieldError('category', expenseMessages.expenseCategoryNotFound);
      }
    }
    const branchChanged = body.branchid !== undefined && body.branchid !== before?.branchId;
    if (branchChanged && body.branchid) {
      try {
        await attachableBranch(tx, storeId, body.branchid, 'branchid');
      } catch {
        throw fieldError('branchid', expenseMessages.expenseBranchNotFound);
      }
    }
    let receiptFileId: string | null | undefined;
    if (body.receipturl !== undefined) {
      const file = body.receipturl
        ? await files.ownFile(tx, storeId, body.receipturl, ['expense-receipt'])
        : null;
      if (body.receipturl && !file) {
        throw fieldError('receipturl', expenseMessages.expenseReceiptNotUploaded);
      }
      receiptFileId = file?.id ?? null;
    }
    return {
      spentOn: body.date,
      ...(body.category === undefined ? {} : categoryColumns(body.category)),
      payee: body.payee,
      amount: body.amount === undefined ? undefined : toMinorUnits(body.amount),
      method: body.method,
      branchId: body.branchid,
      note: body.note,
      receiptFileId,
    };
  }

  return {
    async list(storeId: string, query: z.output<typeof ExpensesQuerySchema>) {
      const page = await storeExpenses.page(db, storeId, query);
      const content = await expenseRecords(db, storeId, page.content);
      return { ...page, content: content.map(show) };
    },

    async get(storeId: string, id: string) {
      return show(await recordOf(db, storeId, id));
    },

    async create(actor: Actor, body: z.output<typeof ExpenseRequestSchema>) {
      const record = await writer.create(actor, 'created', async ({ tx }) => {
        const columns = await columnsOf(tx, actor.storeId, body);
        const row = await insertExpense(tx, {
          ...columns,
          storeId: actor.storeId,
          spentOn: body.date,
          ...categoryColumns(body.category),
          payee: body.payee,
          amount: toMinorUnits(body.amount),
          method: body.method,
          recordedBy: actor.userId,
        });
        return recordOf(tx, actor.storeId, row.id);
      });
      return show(record);
    },

    async update(actor: Actor, id: string, body: z.output<typeof UpdateExpenseRequestSchema>) {
      const record = await writer.update(actor, id, async ({ tx }, before) => {
        const columns = await columnsOf(tx, actor.storeId, body, before);
        await updateStoreExpense(tx, actor.storeId, id, columns);
        return { row: await recordOf(tx, actor.storeId, id), verb: 'updated' };
      });
      return show(record);
    },

    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, ({ tx }) =>
        deleteStoreExpense(tx, actor.storeId, id),
      );
    },
  };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
