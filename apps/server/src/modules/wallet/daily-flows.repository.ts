import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletTransactions } from '../../db/schema/wallet-transactions';

export interface DailyFlow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  inflow: bigint;
  outflow: bigint;
}

/**
 * The store's successful money in and out of its `currency` wallet per UTC day, for days in
 * [from, until): the days with movements only, in order. One grouped pass over the covering
 * index of migration 0019 (store, created INCLUDE direction, currency, amount WHERE successful).
 */
export async function dailyFlows(
  db: Executor,
  storeId: string,
  currency: string,
  from: Date,
  until: Date,
): Promise<DailyFlow[]> {
  const day = sql<string>`to_char(${walletTransactions.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      inflow: sql<string>`coalesce(sum(${walletTransactions.amount}) FILTER (WHERE ${walletTransactions.direction} = 'credit'), 0)::text`,
      outflow: sql<string>`coalesce(sum(${walletTransactions.amount}) FILTER (WHERE ${walletTransactions.direction} = 'debit'), 0)::text`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.storeId, storeId),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, until),
        eq(walletTransactions.currency, currency),
        eq(walletTransactions.status, 'SUCCESSFUL'),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    day: row.day,
    inflow: BigInt(row.inflow),
    outflow: BigInt(row.outflow),
  }));
}
