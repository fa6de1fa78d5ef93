import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletFlowHours } from '../../db/schema/wallet-transactions';

export interface DailyFlow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  inflow: bigint;
  outflow: bigint;
}

/**
 * The store's successful money in and out of its `currency` wallet per UTC day, for days in
 * [from, until) (UTC midnights): the days with movements only, in order. One grouped pass over the
 * hourly sums of wallet_flow_hours (migration 0021): a year is at most 17,568 rows however many
 * movements it held.
 */
export async function dailyFlows(
  db: Executor,
  storeId: string,
  currency: string,
  from: Date,
  until: Date,
): Promise<DailyFlow[]> {
  const h = walletFlowHours;
  const day = sql<string>`to_char(${h.hour} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const sumOf = (side: SQL) =>
    sql<string>`coalesce(sum(${h.total}) FILTER (WHERE ${h.direction} = ${side}), 0)::text`;
  const rows = await db
    .select({ day, inflow: sumOf(sql`'credit'`), outflow: sumOf(sql`'debit'`) })
    .from(h)
    .where(
      and(eq(h.storeId, storeId), eq(h.currency, currency), gte(h.hour, from), lt(h.hour, until)),
    )
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({
    day: row.day,
    inflow: BigInt(row.inflow),
    outflow: BigInt(row.outflow),
  }));
}
