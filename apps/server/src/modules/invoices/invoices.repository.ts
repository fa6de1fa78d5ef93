import { and, eq, inArray, sql } from 'drizzle-orm';
import { InvoicesQuerySchema } from '@olivia/contracts/invoices';
import type { Executor } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { defineList } from '../../lib/resource/list.repository';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  'id' | 'number' | 'amountPaid' | 'status' | 'sentAt' | 'paidAt' | 'voidedAt' | 'createdAt'
>;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type { InvoiceLineRow } from '../../db/schema/invoices';

const ofStore = (storeId: string, id: string) =>
  and(eq(invoices.storeId, storeId), eq(invoices.id, id));
const OPEN = ['sent', 'partiallypaid'];
/** Sent or partly paid, and due before today (UTC). */
const overdue = sql`${invoices.status} in ('sent', 'partiallypaid') and ${invoices.dueDate} < current_date`;

/** Sent or partly paid and past its due date: the `overdue` flag and filter. */
export const isOverdue = (row: InvoiceRow, today: string) =>
  OPEN.includes(row.status) && row.dueDate < today;

/** A store's invoices, searched by number, customer and e-mail. */
export const storeInvoices = defineList(InvoicesQuerySchema, {
  table: invoices,
  store: invoices.storeId,
  id: invoices.id,
  sorts: {
    createdat: invoices.createdAt,
    duedate: invoices.dueDate,
    total: invoices.total,
    number: invoices.number,
  },
  search: [
    invoices.customerName,
    invoices.customerEmail,
    (q) => {
      const number = /^(?:inv-?)?0*(\d{1,9})$/i.exec(q.trim())?.[1];
      return number ? eq(invoices.number, Number(number)) : undefined;
    },
  ],
  filters: {
    status: (status) => (status === 'overdue' ? overdue : eq(invoices.status, status)),
    from: (day) => sql`${invoices.dueDate} >= ${day}::date`,
    to: (day) => sql`${invoices.dueDate} <= ${day}::date`,
  },
});

export async function findStoreInvoice(db: Executor, storeId: string, id: string, lock?: 'update') {
  const query = db.select().from(invoices).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** An invoice by its id alone (the customer's page: the id is its secret). */
export async function findInvoice(db: Executor, id: string, lock?: 'update') {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertInvoice(db: Executor, invoice: NewInvoice) {
  const [row] = await db.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}

export async function updateInvoice(
  db: Executor,
  id: string,
  changes: Partial<typeof invoices.$inferInsert>,
) {
  const [row] = await db
    .update(invoices)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error('a locked invoice vanished');
  return row;
}

export async function deleteInvoice(db: Executor, id: string) {
  await db.delete(invoices).where(eq(invoices.id, id));
}

/** What the store is owed, what is late, and what came in since the month began (UTC). */
export async function invoiceTotalsOf(db: Executor, storeId: string) {
  const [row] = await db
    .select({
      outstanding: sql<string>`coalesce(sum(${invoices.total} - ${invoices.amountPaid}) filter (where ${inArray(invoices.status, OPEN)}), 0)`,
      overdue: sql<string>`coalesce(sum(${invoices.total} - ${invoices.amountPaid}) filter (where ${overdue}), 0)`,
    })
    .from(invoices)
    .where(eq(invoices.storeId, storeId));
  // Money received, part payments included, not the totals of invoices now fully paid.
  const [received] = await db
    .select({
      paid: sql<string>`coalesce(sum(${invoicePayments.amountPaid}), 0)`,
    })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.storeId, storeId),
        sql`${invoicePayments.paidAt} >= date_trunc('month', now())`,
      ),
    );
  return {
    outstanding: BigInt(row?.outstanding ?? 0),
    overdue: BigInt(row?.overdue ?? 0),
    paid: BigInt(received?.paid ?? 0),
  };
}

export async function insertInvoicePayment(
  db: Executor,
  payment: Omit<
    typeof invoicePayments.$inferInsert,
    'id' | 'amountPaid' | 'credited' | 'status' | 'createdAt' | 'paidAt'
  >,
) {
  const [row] = await db.insert(invoicePayments).values(payment).returning();
  if (!row) throw new Error('invoice payment insert returned no row');
  return row;
}

export async function findInvoicePayment(db: Executor, id: string, lock?: 'update') {
  const query = db.select().from(invoicePayments).where(eq(invoicePayments.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** A payment that will bring no money (no account, a card that failed). */
export async function markInvoicePaymentFailed(db: Executor, id: string) {
  await db
    .update(invoicePayments)
    .set({ status: 'failed' })
    .where(and(eq(invoicePayments.id, id), eq(invoicePayments.status, 'pending')));
}

/** Money into an invoice payment's account; answers the payment as it now stands. */
export async function recordInvoicePayment(
  db: Executor,
  payment: InvoicePaymentRow,
  received: { paidNow: bigint; credited: bigint; paidAt: Date },
) {
  const amountPaid = payment.amountPaid + received.paidNow;
  const [row] = await db
    .update(invoicePayments)
    .set({
      amountPaid,
      credited: payment.credited + received.credited,
      ...(amountPaid >= payment.amount && payment.status !== 'paid'
        ? { status: 'paid', paidAt: received.paidAt }
        : {}),
    })
    .where(eq(invoicePayments.id, payment.id))
    .returning();
  if (!row) throw new Error('a locked invoice payment vanished');
  return row;
}
