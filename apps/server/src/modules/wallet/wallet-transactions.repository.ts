import { gte, lt } from 'drizzle-orm';
import { TransactionsQuerySchema } from '@olivia/contracts/wallet';
import type { Executor } from '../../db/client';
import { walletTransactions } from '../../db/schema/wallet-transactions';
import { defineList } from '../../lib/resource/list.repository';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;

export async function insertWalletTransaction(
  db: Executor,
  row: typeof walletTransactions.$inferInsert,
): Promise<void> {
  await db.insert(walletTransactions).values(row);
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => {
  const next = startOfDay(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/**
 * A store's wallet transactions (ADR 0008): every sort has its index, the search one trigram
 * index over `search_text`, and the unfiltered total comes from the store's counter.
 */
export const storeTransactions = defineList(TransactionsQuerySchema, {
  table: walletTransactions,
  store: walletTransactions.storeId,
  id: walletTransactions.id,
  sorts: {
    createdat: walletTransactions.createdAt,
    amount: walletTransactions.amount,
    status: walletTransactions.status,
    agencyTxn: walletTransactions.agencyTxn,
    ref: walletTransactions.ref,
  },
  search: [walletTransactions.searchText],
  filters: {
    from: (day) => gte(walletTransactions.createdAt, startOfDay(day)),
    to: (day) => lt(walletTransactions.createdAt, startOfNextDay(day)),
  },
  counted: 'wallet_transactions',
});
