import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * A store's running numbers of the documents it issues (receipts, invoices): one row per store
 * and kind, moved in the unit of work of the document it numbers, so numbers have no gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.kind] })],
);

/** A line of what a receipt is for (an order's lines; one line for a link or a top-up). */
export interface ReceiptLine {
  name: string;
  quantity: number;
  /** Minor units, as text (JSON has no bigint). */
  unitPrice: string;
  total: string;
}

/**
 * One receipt per payment in (issue 27): an order's, a link's, an invoice's, a top-up's, by
 * transfer or card; and one per processed card refund. Numbered per store without gaps
 * (RCT-0001), issued in the payment's (or refund's) unit of work. `source` names what was paid
 * for; `payment_reference` + `event_id` is the payment, so a payment never has two receipts (a
 * refund's event is `refund:<its ref>`). Money is minor units; a refund's `net` is negative, the
 * money that left the store.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** 'order', 'link', 'top_up', 'invoice' or 'refund'. */
    source: text('source').notNull(),
    /** The order's, link payment's, invoice's, top-up's or card refund's id. */
    sourceId: text('source_id').notNull(),
    /** What the payer paid into (the top-up's reference) and the provider's event id. */
    paymentReference: text('payment_reference').notNull(),
    eventId: text('event_id').notNull(),
    /** 'transfer' or 'card'. */
    method: text('method').notNull(),
    description: text('description').notNull(),
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull().default([]),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('receipts_store_number_unique').on(table.storeId, table.number),
    uniqueIndex('receipts_payment_unique').on(table.paymentReference, table.eventId),
    index('receipts_store_paid_idx').on(table.storeId, table.paidAt, table.id),
    index('receipts_store_amount_idx').on(table.storeId, table.amount, table.id),
    index('receipts_store_source_idx').on(table.storeId, table.source, table.sourceId),
  ],
);
