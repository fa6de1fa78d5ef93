import { and, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rowCounts } from '../../db/schema/row-counts';

/** The store's row count of `entity`, kept by its trigger (0 before its first row). */
export const storeCounter = (storeId: string | Placeholder, entity: string) =>
  sql<number>`coalesce((SELECT ${rowCounts.total} FROM ${rowCounts}
    WHERE ${rowCounts.storeId} = ${storeId} AND ${rowCounts.entity} = ${entity}), 0)`.mapWith(
    Number,
  );

export async function readStoreCounter(db: Executor, storeId: string, entity: string) {
  const [counter] = await db
    .select({ total: rowCounts.total })
    .from(rowCounts)
    .where(and(eq(rowCounts.storeId, storeId), eq(rowCounts.entity, entity)));
  return counter?.total ?? 0;
}

/** How many rows match, counting no further than `cap` + 1. */
export async function countUpTo(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [counted] = await db.select({ n: count() }).from(matching);
  return counted?.n ?? 0;
}
