import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Executor } from '../../db/client';
import { stores, users } from '../../db/schema/accounts';
import { products, productVariants } from '../../db/schema/catalog';

/** What a checkout needs of the store its customer orders from. */
export interface CheckoutStore {
  id: string;
  name: string;
  slug: string;
  currency: string;
  deliveryFee: bigint;
  /** The main user is a verified agent: real money may reach the store (docs/product/roles.md). */
  ownerIsAgent: boolean;
}

/** The store at `slug` (or with the id `{ id }`) with what a checkout needs of it, or undefined. */
export async function findCheckoutStore(
  db: Executor,
  slug: string | { id: string },
): Promise<CheckoutStore | undefined> {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      currency: stores.currency,
      deliveryFee: stores.deliveryFee,
      ownerIsAgent: users.isAgent,
    })
    .from(stores)
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, MAIN_USER)))
    .where(typeof slug === 'string' ? eq(stores.slug, slug) : eq(stores.id, slug.id))
    .limit(1);
  return row;
}

/** A product as a checkout prices it, with its variants in the product's order. */
export interface CheckoutProduct {
  id: string;
  name: string;
  price: bigint;
  sku: string;
  images: string[];
  status: string;
  stock: number;
  categoryId: string | null;
  brandId: string | null;
  variants: {
    id: string;
    size: string;
    colour: string;
    price: bigint;
    sku: string;
    stock: number;
  }[];
}

/** The store's products among `ids`, whatever their status (two queries). */
export async function findCheckoutProducts(
  db: Executor,
  storeId: string,
  ids: string[],
): Promise<Map<string, CheckoutProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      sku: products.sku,
      images: products.images,
      status: products.status,
      stock: products.stock,
      categoryId: products.categoryId,
      brandId: products.brandId,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      colour: productVariants.colour,
      price: productVariants.price,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, ids)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, variants: variants.filter((variant) => variant.productId === row.id) },
    ]),
  );
}

/**
 * The store's next order number (1001, 1002…). The store row stays locked (FOR NO KEY UPDATE)
 * until the checkout commits, so numbers follow one another without gaps or repeats; payments,
 * which lock it FOR KEY SHARE, do not wait for it (ADR 0006, level 2). Undefined once the
 * store is gone.
 */
export async function nextOrderNumber(db: Executor, storeId: string): Promise<number | undefined> {
  const [row] = await db
    .update(stores)
    .set({ orderSeq: sql`${stores.orderSeq} + 1` })
    .where(eq(stores.id, storeId))
    .returning({ number: stores.orderSeq });
  return row?.number;
}

/** Numbers the store's next orders after `last` (history brought in: the demo seed). */
export async function continueOrderNumbersAfter(
  db: Executor,
  storeId: string,
  last: number,
): Promise<void> {
  await db.update(stores).set({ orderSeq: last }).where(eq(stores.id, storeId));
}
