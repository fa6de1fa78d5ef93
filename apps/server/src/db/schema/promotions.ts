import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { categories } from './catalog';
import { files } from './files';

/**
 * A campaign (issue 28): discounts, codes and banners under its dates and a budget of discount
 * given. 'active' → 'ended' by itself when `spent` reaches `budget` or `ends_at` passes
 * (`ended_reason` 'budget', 'date' or 'manual'); 'paused' by the merchant. Its figures move with
 * each order its discounts price, in that order's unit of work.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Discount it may give, minor units; null: no budget. */
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    orders: integer('orders').notNull().default(0),
    revenue: bigint('revenue', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('active'),
    endedReason: text('ended_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotions_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('promotions_store_name_idx').on(table.storeId, table.name, table.id),
    check('promotions_spent_not_negative', sql`${table.spent} >= 0`),
  ],
);

/**
 * A storefront banner: an uploaded image (re-encoded), headline, link and where it shows
 * ('top_bar', 'hero' or 'category' with `category_id`), between its dates, by `position`. One
 * tied to a promotion stops showing when the promotion ends.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    headline: text('headline').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    link: text('link').notNull().default(''),
    placement: text('placement').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banners_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('banners_store_placement_idx').on(table.storeId, table.placement, table.position),
  ],
);
