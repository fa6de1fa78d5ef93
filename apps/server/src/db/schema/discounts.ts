import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { invoices } from './invoices';
import { orders } from './orders';
import { linkPayments } from './payment-links';
import { promotions } from './promotions';

/**
 * A store's discounts (issue 28, ADR 0034): what they take off (discount-pricing.ts), to what,
 * when and how they stack. `value` is basis points for percentage and bxgy (10000 = 100%) and
 * minor units for fixed. The figures move with each order that uses it, in its unit of work.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'percentage', 'fixed', 'free_delivery' or 'bxgy'. */
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    /** 'order', 'products', 'categories' or 'brands'. */
    appliesTo: text('applies_to').notNull(),
    targetIds: jsonb('target_ids').$type<string[]>().notNull().default([]),
    buyQuantity: integer('buy_quantity').notNull().default(0),
    getQuantity: integer('get_quantity').notNull().default(0),
    minSubtotal: bigint('min_subtotal', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minQuantity: integer('min_quantity').notNull().default(0),
    /** 'automatic' or 'code'. */
    method: text('method').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    combinable: boolean('combinable').notNull().default(false),
    /** The campaign it belongs to: it stops giving when the promotion ends. */
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    timesUsed: integer('times_used').notNull().default(0),
    discountGiven: bigint('discount_given', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discounts_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('discounts_store_name_idx').on(table.storeId, table.name, table.id),
    index('discounts_store_used_idx').on(table.storeId, table.timesUsed, table.id),
  ],
);

/**
 * A code that applies a code discount; unique per store (upper case). `used` counts orders
 * placed with it (an order that expires unpaid gives its use back); a limit is checked and
 * moved in one statement, so parallel checkouts never pass it.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_codes_store_code_unique').on(table.storeId, table.code),
    index('coupon_codes_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('coupon_codes_discount_idx').on(table.discountId),
    check(
      'coupon_codes_used_within_limit',
      sql`${table.usageLimit} is null or ${table.used} <= ${table.usageLimit}`,
    ),
  ],
);

/**
 * A discount (and its code) applied to exactly one of an order, a payment on a payment link or
 * an invoice (ADR 0034), with what it took off; one per owner and discount.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    couponCodeId: uuid('coupon_code_id').references(() => couponCodes.id, {
      onDelete: 'set null',
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    linkPaymentId: uuid('link_payment_id').references(() => linkPayments.id, {
      onDelete: 'cascade',
    }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_order_discount_unique').on(table.orderId, table.discountId),
    uniqueIndex('discount_redemptions_link_payment_discount_unique').on(
      table.linkPaymentId,
      table.discountId,
    ),
    uniqueIndex('discount_redemptions_invoice_discount_unique').on(
      table.invoiceId,
      table.discountId,
    ),
    check(
      'discount_redemptions_one_owner',
      sql`num_nonnulls(${table.orderId}, ${table.linkPaymentId}, ${table.invoiceId}) = 1`,
    ),
    index('discount_redemptions_coupon_email_idx').on(table.couponCodeId, table.customerEmail),
    /** A discount's uses, newest first (GET /discounts/:id/uses). */
    index('discount_redemptions_discount_created_idx').on(
      table.discountId,
      table.createdAt,
      table.id,
    ),
  ],
);
