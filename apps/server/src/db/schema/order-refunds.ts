import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { orders } from './orders';

/** A line of an order given back in a refund, as it was named then. */
export interface OrderRefundItem {
  itemId: string;
  name: string;
  quantity: number;
}

/**
 * Money back on an order (issue 28, ADR 0033): card (a card refund under the same `ref`), bank
 * (a transfer under the same `ref`) or cash (recorded only). Where the money is, is the card
 * refund's or the payout's state: a failed one gives its amount back to what is refundable.
 * Money is minor units.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull().unique(),
    /** 'card', 'bank' or 'cash'. */
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    items: jsonb('items').$type<OrderRefundItem[]>().notNull().default([]),
    delivery: boolean('delivery').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_refunds_order_idx').on(table.orderId, table.createdAt)],
);
