import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { addresses } from './addresses';

/** A day's opening hours: 0 = Sunday; `opens`/`closes` 'HH:MM'; a day absent is closed. */
export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

/**
 * A branch of a store (issue 28): a shop or warehouse with its address (from /address/all),
 * hours and manager; `pickup` offers collection there at checkout. Orders and sub-users may
 * belong to one. Stock stays per store (ADR 0035).
 */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'shop', 'warehouse' or 'popup'. */
    kind: text('kind').notNull().default('shop'),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    phone: text('phone').notNull().default(''),
    hours: jsonb('hours').$type<OpeningHours[]>().notNull().default([]),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    pickup: boolean('pickup').notNull().default(false),
    pickupInstructions: text('pickup_instructions').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('branches_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('branches_store_name_idx').on(table.storeId, table.name, table.id),
  ],
);
