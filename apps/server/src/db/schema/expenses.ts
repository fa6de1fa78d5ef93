import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { branches } from './branches';
import { files } from './files';

/**
 * A store's own expense categories (issue 30), beside the presets the contract lists (rent,
 * stock…), which have no rows. Names are unique in the store whatever their case.
 */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('expense_categories_store_name_unique').on(
      table.storeId,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * Money the business spent outside the wallet (issue 30): `category` is a preset key, or
 * 'custom' with `categoryId` naming the store's own category (which cannot then be removed).
 * `amount` in minor units of the store's currency; `receiptFileId` a private upload.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    spentOn: date('spent_on').notNull(),
    category: text('category').notNull(),
    categoryId: uuid('category_id').references(() => expenseCategories.id, {
      onDelete: 'restrict',
    }),
    payee: text('payee').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** 'cash', 'card' or 'bank' (a bank account outside Olivia). */
    method: text('method').notNull(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expenses_store_spent_idx').on(table.storeId, table.spentOn, table.id),
    index('expenses_store_amount_idx').on(table.storeId, table.amount, table.id),
    index('expenses_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('expenses_category_idx').on(table.categoryId),
  ],
);
