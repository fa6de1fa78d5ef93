import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomField } from '@olivia/contracts/payment-links';
import { stores } from './accounts';
import { products, productVariants } from './catalog';
import { splitGroups } from './split-payments';

/**
 * A store's payment links (issue 27, ADR 0027): `/pay/<slug>`, the slug unique across stores.
 * Money is minor units. The figures are kept on the row, moved in the unit of work of what
 * they count: a view, a payment started, a payment made and the money it brought.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    slug: text('slug').notNull().unique(),
    /** 'fixed' or 'payer'. */
    amountType: text('amount_type').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    minimumAmount: bigint('minimum_amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    collectPhone: boolean('collect_phone').notNull().default(false),
    collectAddress: boolean('collect_address').notNull().default(false),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    completionLimit: integer('completion_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    afterMessage: text('after_message').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** The split its payments are shared by (ADR 0031), if any. */
    splitGroupId: uuid('split_group_id').references(() => splitGroups.id, {
      onDelete: 'set null',
    }),
    views: integer('views').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    payments: integer('payments').notNull().default(0),
    revenue: bigint('revenue', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_links_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('payment_links_store_name_idx').on(table.storeId, table.name, table.id),
    index('payment_links_store_payments_idx').on(table.storeId, table.payments, table.id),
    index('payment_links_store_revenue_idx').on(table.storeId, table.revenue, table.id),
  ],
);

/**
 * A product (or variant) a link sells and how many, in the merchant's order. Its price is read
 * from the catalogue when a payer pays; a product deleted from the catalogue leaves the link.
 */
export const paymentLinkItems = pgTable(
  'payment_link_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('payment_link_items_link_idx').on(table.linkId, table.position),
    index('payment_link_items_product_idx').on(table.productId),
  ],
);

/** What a payment on a link with products bought, priced when it started. Money minor units. */
export interface LinkPaymentItem {
  productId: string;
  variantId: string | null;
  name: string;
  quantity: number;
  unitPrice: string;
  total: string;
  /** What the payer's code took off this line (ADR 0034); absent: nothing. */
  discount?: string;
}

/**
 * A payment started on a link: the payer's details and answers, and the temporary account's
 * reference (its top-up). Pending, it holds a place under the link's completion limit until it
 * expires; a payment that arrives later is credited all the same and makes it paid. On a link
 * with products it holds their stock too (`stock_held`) until it is paid, or until it fails or
 * expires unpaid, when the `link.payment.release` job gives the stock back.
 */
export const linkPayments = pgTable(
  'link_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    answers: jsonb('answers').$type<{ label: string; value: string }[]>().notNull().default([]),
    items: jsonb('items').$type<LinkPaymentItem[]>().notNull().default([]),
    stockHeld: boolean('stock_held').notNull().default(false),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Taken off by the payer's code (ADR 0034), minor units: `amount` is already less it. */
    discount: bigint('discount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The code the payer used; '' without. */
    couponCode: text('coupon_code').notNull().default(''),
    amountPaid: bigint('amount_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull(),
    /** 'transfer' or 'card'. */
    method: text('method').notNull().default('transfer'),
    /** 'pending', 'paid' or 'failed' (the provider gave no account); expired is read off the time. */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('link_payments_link_created_idx').on(table.linkId, table.createdAt, table.id),
    index('link_payments_link_amount_idx').on(table.linkId, table.amount, table.id),
    index('link_payments_link_status_idx').on(table.linkId, table.status, table.expiresAt),
  ],
);
