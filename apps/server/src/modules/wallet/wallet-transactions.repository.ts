import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionsQuerySchema } from '@olivia/contracts/wallet';
import type { Executor } from '../../db/client';
import { walletTransactions } from '../../db/schema/wallet-transactions';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
type Query = z.output<typeof TransactionsQuerySchema>;

export async function insertWalletTransaction(
  db: Executor,
  row: typeof walletTransactions.$inferInsert,
): Promise<void> {
  await db.insert(walletTransactions).values(row);
}

const SORT_COLUMNS = {
  createdat: walletTransactions.createdAt,
  amount: walletTransactions.amount,
  status: walletTransactions.status,
  agencyTxn: walletTransactions.agencyTxn,
  ref: walletTransactions.ref,
} as const;

function filters(storeId: string, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(walletTransactions.storeId, storeId)];
  if (query.from)
    conditions.push(gte(walletTransactions.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(walletTransactions.createdAt, end));
  }
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(walletTransactions.ref, like),
        ilike(walletTransactions.meaning, like),
        ilike(walletTransactions.status, like),
        ilike(walletTransactions.agencyTxn, like),
      ),
    );
  }
  return and(...conditions);
}

/** One page of a store's wallet transactions, with the total that matches. */
export async function listStoreTransactions(db: Executor, storeId: string, query: Query) {
  const where = filters(storeId, query);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(direction(column), direction(walletTransactions.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(walletTransactions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
