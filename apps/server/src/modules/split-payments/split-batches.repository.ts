import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { splitBatches, splitPayees, splitShares } from '../../db/schema/split-payments';

export type SplitBatchRow = typeof splitBatches.$inferSelect;

/** A share held for a scheduled payee: counted on the payee until their batch. */
export async function holdShare(db: Executor, payeeId: string, amount: bigint) {
  await db
    .update(splitPayees)
    .set({ held: sql`${splitPayees.held} + ${amount}` })
    .where(eq(splitPayees.id, payeeId));
}

/** Payees with shares held (the sweep's list), a page at a time in id order after `after`. */
export function payeesHolding(db: Executor, after: string | null, limit: number) {
  return db
    .select({ id: splitPayees.id })
    .from(splitPayees)
    .where(and(sql`${splitPayees.held} > 0`, after ? gt(splitPayees.id, after) : undefined))
    .orderBy(asc(splitPayees.id))
    .limit(limit);
}

export async function findPayee(db: Executor, id: string) {
  const [row] = await db.select().from(splitPayees).where(eq(splitPayees.id, id));
  return row;
}

/** A payee's shares held and not in a batch, credited before `before`. */
export function unsettledShares(db: Executor, payeeId: string, before: Date, limit?: number) {
  const query = db
    .select()
    .from(splitShares)
    .where(
      and(
        eq(splitShares.payeeId, payeeId),
        eq(splitShares.held, true),
        isNull(splitShares.batchId),
        lt(splitShares.createdAt, before),
      ),
    )
    .orderBy(asc(splitShares.createdAt), asc(splitShares.id));
  return limit ? query.limit(limit) : query;
}

/** The period's batch, once: undefined when this payee's period was batched before. */
export async function insertBatch(db: Executor, batch: typeof splitBatches.$inferInsert) {
  const [row] = await db.insert(splitBatches).values(batch).onConflictDoNothing().returning();
  return row;
}

/** The batch takes its shares, and its payout's ref (none when all was withheld). */
export async function assignShares(
  db: Executor,
  ids: string[],
  batchId: string,
  payoutRef: string | null,
) {
  await db
    .update(splitShares)
    .set({ batchId, payoutRef })
    .where(and(inArray(splitShares.id, ids), isNull(splitShares.batchId)));
}

/** A batch made: what it held leaves `held`, what it withheld repays `owed`, its net is paid. */
export async function recordBatch(
  db: Executor,
  payeeId: string,
  amounts: { held: bigint; withheld: bigint; net: bigint },
) {
  await db
    .update(splitPayees)
    .set({
      held: sql`${splitPayees.held} - ${amounts.held}`,
      owed: sql`${splitPayees.owed} - ${amounts.withheld}`,
      paidOut: sql`${splitPayees.paidOut} + ${amounts.net}`,
    })
    .where(eq(splitPayees.id, payeeId));
}

export async function findBatchByRef(db: Executor, ref: string) {
  const [row] = await db.select().from(splitBatches).where(eq(splitBatches.ref, ref));
  return row;
}

/** Batches by id (the shares list). */
export async function batchesOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, SplitBatchRow>();
  const rows = await db.select().from(splitBatches).where(inArray(splitBatches.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
