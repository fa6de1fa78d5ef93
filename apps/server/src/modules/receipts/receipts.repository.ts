import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { ReceiptsQuerySchema } from '@olivia/contracts/receipts';
import type { Executor } from '../../db/client';
import { documentCounters, receipts } from '../../db/schema/receipts';
import { defineList } from '../../lib/resource/list.repository';

export type ReceiptRow = typeof receipts.$inferSelect;
export type { ReceiptLine } from '../../db/schema/receipts';
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'number' | 'createdAt'>;

/**
 * The store's next number of `kind` (1, 2, …): the counter row is created or moved in the
 * caller's transaction and stays locked until it ends, so two documents never share a number
 * and a rolled-back one leaves no gap. Taken last in a unit of work (ADR 0006).
 */
export async function nextDocumentNumber(
  db: Executor,
  storeId: string,
  kind: 'receipt' | 'invoice' | 'purchase_order',
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

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** 'RCT-0042', 'rct42' or '42' as the receipt number 42; anything else is no number. */
export function parseReceiptNumber(text: string): number | undefined {
  const [, digits] = /^(?:rct-?)?0*(\d{1,9})$/i.exec(text.trim()) ?? [];
  return digits ? Number(digits) : undefined;
}

/**
 * A store's receipts, newest payment first: searched by number (exact, through the unique
 * index), payer's name or e-mail and the payment's reference; filtered by what was paid, how,
 * and the paid date (UTC days).
 */
export const storeReceipts = defineList(ReceiptsQuerySchema, {
  table: receipts,
  store: receipts.storeId,
  id: receipts.id,
  sorts: { paidat: receipts.paidAt, amount: receipts.amount },
  search: [
    (q) => {
      const number = parseReceiptNumber(q);
      return number === undefined ? undefined : eq(receipts.number, number);
    },
    receipts.payerName,
    receipts.payerEmail,
    receipts.paymentReference,
  ],
  filters: {
    source: (source) => eq(receipts.source, source),
    method: (method) => eq(receipts.method, method),
    from: (day) => gte(receipts.paidAt, startOfDay(day)),
    to: (day) => lt(receipts.paidAt, startOfNextDay(day)),
  },
});

/** The store's receipt; another store's id answers undefined (so 404). */
export async function findStoreReceipt(
  db: Executor,
  storeId: string,
  id: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.storeId, storeId), eq(receipts.id, id)));
  return row;
}

/** A receipt by its id alone: the public page's, whose id is what lets a payer see it. */
export async function findReceiptById(db: Executor, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/** Records that the receipt was e-mailed (again) at `at`. */
export async function markReceiptEmailed(
  db: Executor,
  storeId: string,
  id: string,
  at: Date,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .update(receipts)
    .set({ emailedAt: at })
    .where(and(eq(receipts.storeId, storeId), eq(receipts.id, id)))
    .returning();
  return row;
}

/** Sets the store's running number of `kind` (the demo seed, after issuing its own). */
export async function setDocumentCounter(
  db: Executor,
  storeId: string,
  kind: 'receipt' | 'invoice',
  last: number,
) {
  await db
    .insert(documentCounters)
    .values({ storeId, kind, last })
    .onConflictDoUpdate({
      target: [documentCounters.storeId, documentCounters.kind],
      set: { last },
    });
}
