import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardRefunds } from '../../db/schema/card-charges';

export type CardRefundRow = typeof cardRefunds.$inferSelect;
type NewCardRefund = Omit<
  typeof cardRefunds.$inferInsert,
  'id' | 'status' | 'sent' | 'providerReference' | 'failure' | 'createdAt' | 'completedAt'
>;

/**
 * Claims a refund's `ref` (its idempotency key, ADR 0006 level 1): the new row, or undefined
 * when a request with the same ref got there first.
 */
export async function claimRefund(db: Executor, refund: NewCardRefund & { createdAt: Date }) {
  const [row] = await db
    .insert(cardRefunds)
    .values(refund)
    .onConflictDoNothing({ target: cardRefunds.ref })
    .returning();
  return row;
}

export async function findRefund(db: Executor, ref: string, lock?: 'update') {
  const query = db.select().from(cardRefunds).where(eq(cardRefunds.ref, ref));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export const chargeRefunds = (db: Executor, chargeId: string) =>
  db
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.chargeId, chargeId))
    .orderBy(asc(cardRefunds.createdAt), asc(cardRefunds.id));

export async function updateRefund(
  db: Executor,
  id: string,
  change: Partial<
    Pick<CardRefundRow, 'status' | 'sent' | 'providerReference' | 'failure' | 'completedAt'>
  >,
) {
  await db.update(cardRefunds).set(change).where(eq(cardRefunds.id, id));
}
