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

/** A store's product categories; names are unique per store, whatever their case. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_store_name_unique').on(table.storeId, sql`lower(${table.name})`),
    index('categories_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('categories_store_name_idx').on(table.storeId, table.name, table.id),
  ],
);

/**
 * A store's brands: names unique per store whatever their case; `logo_url` the permanent link of
 * an image the store uploaded, or ''. An inactive brand stays on its products.
 */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('brands_store_name_unique').on(table.storeId, sql`lower(${table.name})`),
    index('brands_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('brands_store_name_idx').on(table.storeId, table.name, table.id),
  ],
);

/**
 * A product (issue 13). Prices are minor units; stock never goes below 0 (the CHECK holds under
 * concurrent orders). With variants, the variants carry the stock and `stock` keeps their sum,
 * written with them, so the list sorts by stock through its index (ADR 0015).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    compareAtPrice: bigint('compare_at_price', { mode: 'bigint' }),
    /** What a unit costs the store (optional): a discount below it is warned about. */
    costPrice: bigint('cost_price', { mode: 'bigint' }),
    sku: text('sku').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    /** At or below it, the product shows as low on stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    status: text('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search matches (ADR 0008): name and SKU, one per line. */
    searchText: text('search_text').generatedAlwaysAs(sql`"name" || E'\\n' || "sku"`),
  },
  (table) => [
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_not_negative', sql`${table.price} >= 0`),
    index('products_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('products_store_name_idx').on(table.storeId, table.name, table.id),
    index('products_store_price_idx').on(table.storeId, table.price, table.id),
    index('products_store_stock_idx').on(table.storeId, table.stock, table.id),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** A variant of a product (a size, a colour or both) with its own price, stock and SKU. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    colour: text('colour').notNull().default(''),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    /** Its own cost price; the product's when null. */
    costPrice: bigint('cost_price', { mode: 'bigint' }),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().default(''),
    /** Its place in the product's list. */
    position: integer('position').notNull(),
  },
  (table) => [
    check('product_variants_stock_not_negative', sql`${table.stock} >= 0`),
    check('product_variants_price_not_negative', sql`${table.price} >= 0`),
    index('product_variants_product_idx').on(table.productId, table.position),
  ],
);
