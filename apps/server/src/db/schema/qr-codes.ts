import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * A store's QR codes (issue 27): `/q/<code>`, the code unique across stores. `target_id` is the
 * product's or payment link's id by `kind` (no foreign key: a gone target leaves a code that
 * answers 410). `amount` (minor units) is what a payer-chooses link opens with. `scans` is moved
 * by one UPDATE per scan, so parallel scans never lose one.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** 'store', 'product' or 'link'. */
    kind: text('kind').notNull(),
    targetId: uuid('target_id'),
    amount: bigint('amount', { mode: 'bigint' }),
    code: text('code').notNull().unique(),
    scans: integer('scans').notNull().default(0),
    lastScannedAt: timestamp('last_scanned_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('qr_codes_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('qr_codes_store_label_idx').on(table.storeId, table.label, table.id),
    index('qr_codes_store_scans_idx').on(table.storeId, table.scans, table.id),
  ],
);
