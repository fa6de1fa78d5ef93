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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { productVariants, products } from './catalog';

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * A store's supplier (issue 28): who to order from and how to pay them. The bank account is
 * the name the bank gave on enquiry; `paid` is what purchase-order payments sent them.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Days from ordering to arrival, as the supplier usually takes. */
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    /** 'on_receipt', 'net_7', 'net_14', 'net_30' or 'prepaid'. */
    paymentTerms: text('payment_terms').notNull().default('on_receipt'),
    bankCode: text('bank_code').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    paid: money('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('suppliers_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('suppliers_store_name_idx').on(table.storeId, table.name, table.id),
  ],
);

/** A product (or one variant) a supplier supplies, at their unit cost. */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    supplierSku: text('supplier_sku').notNull().default(''),
    unitCost: bigint('unit_cost', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    uniqueIndex('supplier_products_unique').on(
      table.supplierId,
      table.productId,
      sql`coalesce(${table.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('supplier_products_product_idx').on(table.productId),
    check('supplier_products_cost_not_negative', sql`${table.unitCost} >= 0`),
  ],
);

/**
 * A purchase order: draft → ordered → partly_received → received, or cancelled (from draft or
 * ordered). `number` is the store's running PO number; `paid` is what has been sent to the
 * supplier against it, never above `total`.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull(),
    subtotal: money('subtotal'),
    shipping: money('shipping'),
    total: money('total'),
    paid: money('paid'),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchase_orders_store_number_unique').on(table.storeId, table.number),
    index('purchase_orders_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('purchase_orders_supplier_idx').on(table.supplierId, table.createdAt),
    check(
      'purchase_orders_paid_within_total',
      sql`${table.paid} >= 0 and ${table.paid} <= ${table.total}`,
    ),
  ],
);

/** A line of a purchase order; `received` grows as goods arrive, never above `quantity`. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The product's name (and variant label) when ordered. */
    name: text('name').notNull(),
    supplierSku: text('supplier_sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    received: integer('received').notNull().default(0),
    unitCost: bigint('unit_cost', { mode: 'bigint' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('purchase_order_lines_order_idx').on(table.purchaseOrderId, table.position),
    check(
      'purchase_order_lines_received_within',
      sql`${table.received} >= 0 and ${table.received} <= ${table.quantity}`,
    ),
  ],
);

/**
 * A payment to the supplier against a purchase order, sent through the payout path; its
 * idempotency key is the client's, so a retried request pays once.
 */
export const purchaseOrderPayments = pgTable(
  'purchase_order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The payout's reference (the transfer that sent it). */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'pending', 'paid' or 'failed', as its payout. */
    status: text('status').notNull().default('pending'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchase_order_payments_key_unique').on(table.storeId, table.idempotencyKey),
    index('purchase_order_payments_order_idx').on(table.purchaseOrderId, table.createdAt),
  ],
);
