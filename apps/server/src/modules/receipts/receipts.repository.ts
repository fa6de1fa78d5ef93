import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters, receipts } from '../../db/schema/receipts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'number' | 'createdAt'>;

/**
 * The store's next number of `kind` (1, 2, …): the counter row is created or moved in the
 * caller's transaction and stays locked until it ends, so two documents never share a number
 * and a rolled-back one leaves no gap. Taken last in a unit of work (ADR 0006).
 */
export async function nextDocumentNumber(
  db: Executor,
  storeId: string,
  kind: 'receipt' | 'invoice',
): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ storeId, kind, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.storeId, documentCounters.kind],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('document counter returned no row');
  return row.last;
}

/**
 * Inserts the receipt of a payment. A payment is applied once (its webhook event is claimed
 * first), so a second receipt for it is a fault: the unique index refuses it and the payment's
 * unit of work rolls back, its number with it.
 */
export async function insertReceipt(
  db: Executor,
  receipt: NewReceipt & { number: number },
): Promise<ReceiptRow> {
  const [row] = await db.insert(receipts).values(receipt).returning();
  if (!row) throw new Error('receipt insert returned no row');
  return row;
}
