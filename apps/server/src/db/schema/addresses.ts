import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * The store's address book (issue 25): pickup points, warehouses, return and office addresses.
 * At most one default per kind and store: the partial unique index decides, so two racing
 * "make default" calls can never leave two. The default office address is the store's address
 * (stores.address keeps its one-line text, written in the same unit of work).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    contactName: text('contact_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    /** NGN stores: one of the 36 states or the FCT. */
    state: text('state'),
    lga: text('lga').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'addresses_kind_check',
      sql`${table.kind} in ('pickup', 'warehouse', 'return', 'office')`,
    ),
    uniqueIndex('addresses_one_default_per_kind')
      .on(table.storeId, table.kind)
      .where(sql`${table.isDefault}`),
    index('addresses_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('addresses_store_label_idx').on(table.storeId, table.label, table.id),
  ],
);
