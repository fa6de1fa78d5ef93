import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * The exact number of rows each store has in a large table, kept by a statement trigger on that
 * table in the writing transaction (migration 0009, `row_counts_track('<entity>')`), so an
 * unfiltered list reads its total instead of counting a million rows (ADR 0008).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The counted table, as its trigger names it. */
    entity: text('entity').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.entity] })],
);
