import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { discounts } from './discounts';
import { customers } from './orders';
import { splitGroups } from './split-payments';

/** A line of an invoice; money in minor units, as text (JSON has no bigint). */
export interface InvoiceLineRow {
  description: string;
  productId: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
  /** What the invoice's discount takes off this line (ADR 0034); absent: nothing. */
  discount?: string;
}

/**
 * A store's invoices (issue 27, ADR 0029). A draft has no number; sending numbers it from the
 * store's document counter ('invoice'), so numbers have no gaps. Money is minor units; the tax
 * rate is in hundredths of a percent (750 = 7.5%).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    lines: jsonb('lines').$type<InvoiceLineRow[]>().notNull(),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'bigint' }).notNull(),
    discount: bigint('discount', { mode: 'bigint' }).notNull(),
    /** The store's discount applied (ADR 0034), its lines' savings part of `discount`. */
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** Its name as applied, and the code typed for it ('' when picked from the list). */
    discountName: text('discount_name').notNull().default(''),
    couponCode: text('coupon_code').notNull().default(''),
    taxRateBasisPoints: integer('tax_rate_bp').notNull(),
    tax: bigint('tax', { mode: 'bigint' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date').notNull(),
    /** 'draft', 'sent', 'partiallypaid', 'paid' or 'void'. */
    status: text('status').notNull().default('draft'),
    /** The split its payments are shared by (ADR 0031), if any. */
    splitGroupId: uuid('split_group_id').references(() => splitGroups.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_store_number_unique').on(table.storeId, table.number),
    index('invoices_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('invoices_store_due_idx').on(table.storeId, table.dueDate, table.id),
    index('invoices_store_total_idx').on(table.storeId, table.total, table.id),
  ],
);

/** A payment started on an invoice's page (all or part of what is due), as a link's is. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    /** 'pending', 'paid' or 'failed'; expired is read off the time. */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.createdAt),
    // What a store received since a day: the invoices screen's 'paid this month'.
    index('invoice_payments_store_paid_idx').on(table.storeId, table.paidAt),
  ],
);
