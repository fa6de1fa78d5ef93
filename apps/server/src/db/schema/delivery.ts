import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { stores, users } from './accounts';
import { files } from './files';
import { orders } from './orders';

/** A delivery window of a zone: `from` and `to` as 'HH:MM' in the store's day. */
export interface DeliverySlot {
  from: string;
  to: string;
}

/**
 * Where a store delivers and at what fee (issue 28): Nigerian states and LGAs ('Lagos' or
 * 'Lagos/Ikeja'), or UK postcode areas and districts ('SW', 'SW1A'). A checkout's address picks
 * the active zone that names it most precisely (an LGA before its state, a district before its
 * area), then the lowest `priority`. `free_above` null: the fee always applies.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'NG' (states/LGAs) or 'GB' (postcode areas). */
    country: text('country').notNull(),
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    freeAbove: bigint('free_above', { mode: 'bigint' }),
    minOrder: bigint('min_order', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Weekdays it delivers, 0 = Sunday. */
    days: jsonb('days').$type<number[]>().notNull().default([1, 2, 3, 4, 5, 6]),
    slots: jsonb('slots').$type<DeliverySlot[]>().notNull().default([]),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_zones_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('delivery_zones_store_name_idx').on(table.storeId, table.name, table.id),
    check('delivery_zones_fee_not_negative', sql`${table.fee} >= 0`),
  ],
);

/**
 * A delivery run: one day's orders for a rider (a sub-user, or a named driver), planned →
 * out → completed, or cancelled while planned (its stops go). Its stops keep the merchant's order.
 */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    runDate: date('run_date').notNull(),
    zoneId: uuid('zone_id').references(() => deliveryZones.id, { onDelete: 'set null' }),
    riderUserId: uuid('rider_user_id').references(() => users.id, { onDelete: 'set null' }),
    riderName: text('rider_name').notNull().default(''),
    riderPhone: text('rider_phone').notNull().default(''),
    status: text('status').notNull().default('planned'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_runs_store_date_idx').on(table.storeId, table.runDate, table.id)],
);

/** An order on a run, at `position`; pending → delivered or failed, with a note or a photo. */
export const deliveryStops = pgTable(
  'delivery_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => deliveryRuns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status').notNull().default('pending'),
    note: text('note').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    // An order is on one run at a time; a failed attempt frees it for a later run.
    uniqueIndex('delivery_stops_order_unique')
      .on(table.orderId)
      .where(sql`${table.status} <> 'failed'`),
    index('delivery_stops_order_idx').on(table.orderId),
    index('delivery_stops_run_idx').on(table.runId, table.position),
  ],
);
