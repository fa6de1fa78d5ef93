import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { products, productVariants } from './catalog';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** A customer's address as the merchant keeps it. */
export interface CustomerAddressRow {
  label: string;
  address: string;
  city: string;
}

/**
 * Everyone who has ordered from a store, one per e-mail address (ADR 0016), and the people the
 * merchant adds by hand (`source` 'manual': an e-mail, a phone or both; issue 28). The paid
 * orders' count and sum are kept here, written with the payment, so the list sorts by them
 * through an index. Marketing consent is kept per channel with when and how it last changed;
 * `erased_at` marks personal data erased on request (ADR 0032).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpent: bigint('total_spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** 'storefront' (made by a first order) or 'manual' (added by the merchant). */
    source: text('source').notNull().default('storefront'),
    notes: text('notes').notNull().default(''),
    /** Lower-case, at most 10. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<CustomerAddressRow[]>().notNull().default([]),
    emailConsent: boolean('email_consent').notNull().default(false),
    emailConsentAt: timestamp('email_consent_at', { withTimezone: true }),
    /** 'merchant', 'checkout', 'unsubscribe' or 'none'. */
    emailConsentSource: text('email_consent_source').notNull().default('none'),
    smsConsent: boolean('sms_consent').notNull().default(false),
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    smsConsentSource: text('sms_consent_source').notNull().default('none'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`"name" || E'\\n' || "email" || E'\\n' || "phone"`,
    ),
  },
  (table) => [
    // One customer per e-mail address; a customer added by phone alone has none.
    uniqueIndex('customers_store_email_unique')
      .on(table.storeId, sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    index('customers_tags_idx').using('gin', table.tags),
    index('customers_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('customers_store_name_idx').on(table.storeId, table.name, table.id),
    index('customers_store_spent_idx').on(table.storeId, table.totalSpent, table.id),
    index('customers_store_orders_idx').on(table.storeId, table.ordersCount, table.id),
    index('customers_store_last_order_idx').on(table.storeId, table.lastOrderAt, table.id),
    index('customers_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * An order placed on the storefront, or taken by the merchant by phone or at the counter
 * (`source` 'manual', issue 28: a discount with its reason, paid in cash or as a storefront
 * order is). Its stock is taken when it is placed (the products' CHECK
 * keeps it from going negative) and given back if it is cancelled or expires unpaid; the money
 * arrives through a top-up account of the store whose `order_id` is this order (ADR 0016).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    /** The store's running number (stores.order_seq). */
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The address's region as the delivery zone read it: NG state and LGA, or a UK postcode. */
    state: text('state').notNull().default(''),
    lga: text('lga').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    /** 'delivery' or 'pickup' (at `branch_id`). */
    fulfilment: text('fulfilment').notNull().default('delivery'),
    /** The zone that priced its delivery (no FK: a zone removed later leaves the order as is). */
    deliveryZoneId: uuid('delivery_zone_id'),
    /** The day and window the customer chose, e.g. '2026-12-01 09:00-12:00'; '' for none. */
    deliverySlot: text('delivery_slot').notNull().default(''),
    /** The branch that serves it (pickup, or a sale at its counter); no FK, as the zone. */
    branchId: uuid('branch_id'),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    subtotal: bigint('subtotal', { mode: 'bigint' }).notNull(),
    deliveryFee: bigint('delivery_fee', { mode: 'bigint' }).notNull(),
    /** Taken off subtotal + delivery: total = subtotal + delivery − discount. */
    discount: bigint('discount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    discountReason: text('discount_reason').notNull().default(''),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** 'storefront' or 'manual'. */
    source: text('source').notNull().default('storefront'),
    /** 'cash' for money taken in hand; '' when it is paid through its account or card page. */
    paymentMethod: text('payment_method').notNull().default(''),
    /** The staff member who took a manual order. */
    createdBy: uuid('created_by'),
    amountPaid: bigint('amount_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('pending'),
    itemCount: integer('item_count').notNull(),
    /** The reference of the top-up account the customer pays into. */
    paymentReference: text('payment_reference'),
    /** SHA-256 of the order's secret (the customer's `ordertoken`). */
    tokenHash: text('token_hash').notNull(),
    /** Until when an unpaid order holds its stock. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`"number"::text || E'\\n' || "customer_name" || E'\\n' || "email" || E'\\n' || "phone"`,
    ),
  },
  (table) => [
    uniqueIndex('orders_store_number_unique').on(table.storeId, table.number),
    index('orders_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('orders_store_total_idx').on(table.storeId, table.total, table.id),
    index('orders_store_status_created_idx').on(
      table.storeId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_unpaid_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('orders_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check('orders_total_not_negative', sql`${table.total} >= 0`),
  ],
);

/** A line of an order: what was sold, at what price, kept whatever happens to the product. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: storeId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    image: text('image').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    quantity: integer('quantity').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    /** Units received back through returns. */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_items_returned_within_quantity',
      sql`${table.returnedQuantity} >= 0 AND ${table.returnedQuantity} <= ${table.quantity}`,
    ),
  ],
);

/** An order's timeline: append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: storeId(),
    code: text('code').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    orderStatus: text('order_status').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name when it was written, 'Customer' or 'System'. */
    actorLabel: text('actor_label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * Every change of stock, append-only: adjustments with a reason, orders taking stock, stock
 * given back by cancelled or expired orders and received returns. `stock_after` is the
 * product's (or the variant's) stock right after it.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** 'M / Blue' when it was written, or ''. */
    variantLabel: text('variant_label').notNull().default(''),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A receipt of goods: the purchase order and what each unit cost (minor units). */
    purchaseOrderId: uuid('purchase_order_id'),
    unitCost: bigint('unit_cost', { mode: 'bigint' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('inventory_movements_store_idx').on(table.storeId, table.createdAt, table.id),
    index('inventory_movements_product_idx').on(table.productId, table.createdAt, table.id),
  ],
);

/** A return against an order's line; `received` puts the units back into stock, once. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    /** 'merchant' (recorded by the store) or 'customer' (asked from the order's page). */
    requestedBy: text('requested_by').notNull().default('merchant'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_returns_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('order_returns_store_updated_idx').on(table.storeId, table.updatedAt, table.id),
    index('order_returns_item_idx').on(table.orderItemId),
    check('order_returns_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A customer's review of an order line's product, once per line; shown when published. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('reviews_store_rating_idx').on(table.storeId, table.rating, table.id),
    index('reviews_product_idx').on(table.productId, table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Storefront visits (docs/api.md products/website/hits). `visitor` is a keyed hash of the address
 * and browser, never the address; one visit per visitor and minute (the unique index).
 */
export const storeVisits = pgTable(
  'store_visits',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeId(),
    visitor: text('visitor').notNull(),
    /** Minutes since the epoch of the visit. */
    minute: bigint('minute', { mode: 'number' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_visits_visitor_minute_unique').on(
      table.storeId,
      table.visitor,
      table.minute,
    ),
    index('store_visits_store_time_idx').on(table.storeId, table.visitedAt),
  ],
);
