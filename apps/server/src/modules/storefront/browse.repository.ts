import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { StorefrontProductsQuerySchema } from '@olivia/contracts/storefront';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { brands, categories, products, productVariants } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

/**
 * The storefront's read model (issue 13): what a customer without an account may see of a store.
 * Only active products, and of those never stock counts, cost or SKUs beyond what the DTO picks.
 */

export type StorefrontProductRow = typeof products.$inferSelect;
export type StorefrontVariantRow = typeof productVariants.$inferSelect;
export interface RatingSummary {
  average: number;
  count: number;
}
/** A product with what its storefront DTO shows besides its row. */
export type StorefrontProductRecord = StorefrontProductRow & {
  categoryName: string | null;
  variants: StorefrontVariantRow[];
  rating: RatingSummary;
};

const isActive = eq(products.status, 'active');
const published = eq(reviews.status, 'published');
const NO_RATING: RatingSummary = { average: 0, count: 0 };

/** The store a storefront address names, with what its page header shows. */
export async function findStoreBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      description: stores.description,
      logoUrl: stores.logoUrl,
      currency: stores.currency,
      deliveryFee: stores.deliveryFee,
      email: stores.contactEmail,
      phone: stores.contactPhone,
    })
    .from(stores)
    .where(eq(stores.slug, slug));
  return row;
}
export type StorefrontStoreRow = NonNullable<Awaited<ReturnType<typeof findStoreBySlug>>>;

/** The store's categories that hold at least one active product, by name. */
export async function categoriesWithActiveProducts(db: Executor, storeId: string) {
  const activeIn = db
    .select({ one: sql`1` })
    .from(products)
    .where(and(eq(products.categoryId, categories.id), eq(products.storeId, storeId), isActive));
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), exists(activeIn)))
    .orderBy(asc(categories.name), asc(categories.id));
}

/** The store's active brands that hold at least one active product, by name. */
export async function brandsWithActiveProducts(db: Executor, storeId: string) {
  const activeIn = db
    .select({ one: sql`1` })
    .from(products)
    .where(and(eq(products.brandId, brands.id), eq(products.storeId, storeId), isActive));
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.storeId, storeId), eq(brands.active, true), exists(activeIn)))
    .orderBy(asc(brands.name), asc(brands.id));
}

/**
 * The store's active products: sorted through the (store, column, id) indexes, searched by trigram.
 */
export const activeProducts = defineList(StorefrontProductsQuerySchema, {
  table: products,
  store: products.storeId,
  id: products.id,
  scope: isActive,
  sorts: { createdat: products.createdAt, name: products.name, price: products.price },
  search: [products.searchText],
  filters: {
    category: (categoryId) => eq(products.categoryId, categoryId),
    // An inactive brand's id filters as an unknown one's: it is not on the storefront.
    brand: (brandId) =>
      and(
        eq(products.brandId, brandId),
        sql`exists (select 1 from ${brands} where ${brands.id} = ${brandId} and ${brands.active})`,
      ),
  },
});

/** The store's active product `id`, or undefined (a draft, archived or another store's one). */
export async function findActiveProduct(db: Executor, storeId: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id), isActive));
  return row;
}

/** The variants of `productIds`, in each product's order (one query). */
function variantsOf(db: Executor, storeId: string, productIds: string[]) {
  return db
    .select()
    .from(productVariants)
    .where(
      and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds)),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

function categoryNamesOf(db: Executor, storeId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), inArray(categories.id, ids)));
}

/** Published reviews of `productIds` in figures: one grouped query for a whole page. */
function ratingsOf(db: Executor, storeId: string, productIds: string[]) {
  return db
    .select({
      productId: reviews.productId,
      average: sql<number>`round(avg(${reviews.rating}), 1)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), inArray(reviews.productId, productIds), published))
    .groupBy(reviews.productId);
}

/** The rows with their variants, category names and ratings: three queries, run together. */
export async function withStorefrontDetails(
  db: Executor,
  storeId: string,
  rows: StorefrontProductRow[],
): Promise<StorefrontProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const [variants, names, ratings] = await Promise.all([
    variantsOf(db, storeId, ids),
    categoryNamesOf(db, storeId, categoryIds),
    ratingsOf(db, storeId, ids),
  ]);
  const nameOf = new Map(names.map((category) => [category.id, category.name]));
  const ratingOf = new Map(ratings.map(({ productId, ...rating }) => [productId, rating]));
  return rows.map((row) => ({
    ...row,
    categoryName: row.categoryId ? (nameOf.get(row.categoryId) ?? null) : null,
    variants: variants.filter((variant) => variant.productId === row.id),
    rating: ratingOf.get(row.id) ?? NO_RATING,
  }));
}

/** The product's newest published reviews. */
export function publishedReviewsOf(
  db: Executor,
  storeId: string,
  productId: string,
  limit: number,
) {
  return db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.productId, productId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
export type PublishedReviewRow = Awaited<ReturnType<typeof publishedReviewsOf>>[number];
