import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ReviewsQuerySchema, type RatingsQuerySchema } from '@olivia/contracts/reviews';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orders, reviews } from '../../db/schema/orders';
import type { ListPage } from '../../lib/resource/list-page';
import { defineList } from '../../lib/resource/list.repository';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewRecord = ReviewRow & { orderNumber: number };
/** A product's published reviews in figures; `distribution[0]` counts 1-star reviews. */
export interface RatingRow {
  productId: string;
  name: string;
  images: string[];
  average: number;
  count: number;
  distribution: number[];
}

/** The store's reviews; a search matches the product's or the customer's name, or the comment. */
export const reviewList = defineList(ReviewsQuerySchema, {
  table: reviews,
  store: reviews.storeId,
  id: reviews.id,
  sorts: { createdat: reviews.createdAt, rating: reviews.rating },
  search: [reviews.productName, reviews.customerName, reviews.comment],
  filters: {
    status: (status) => eq(reviews.status, status),
    product: (productId) => eq(reviews.productId, productId),
    rating: (rating) => eq(reviews.rating, rating),
  },
});

/** The rows with their orders' numbers: one query for a page. */
export async function withOrderNumbers(db: Executor, rows: ReviewRow[]): Promise<ReviewRecord[]> {
  if (rows.length === 0) return [];
  const numbers = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))]));
  const byId = new Map(numbers.map((order) => [order.id, order.number]));
  return rows.map((row) => ({ ...row, orderNumber: byId.get(row.orderId) ?? 0 }));
}

/** The store's review with its order's number; locked for a change when `lock`. */
export async function findStoreReview(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<ReviewRecord | undefined> {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.storeId, storeId), eq(reviews.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withOrderNumbers(db, [row]))[0] : undefined;
}

export async function setReviewStatus(
  tx: Executor,
  id: string,
  status: 'published' | 'hidden',
): Promise<void> {
  await tx
    .update(reviews)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

/** Inserts the review; undefined when the line already has one (its unique index). */
export async function insertReview(
  tx: Executor,
  values: Pick<
    typeof reviews.$inferInsert,
    'storeId' | 'orderId' | 'orderItemId' | 'productId' | 'productName' | 'customerName'
  > & { rating: number; comment: string } & Partial<
      Pick<typeof reviews.$inferInsert, 'status' | 'createdAt'>
    >,
): Promise<ReviewRow | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  return row;
}

const RATING_SORTS: Record<
  z.output<typeof RatingsQuerySchema>['sort'],
  SQL | typeof products.name
> = {
  average: sql`avg(${reviews.rating})`,
  count: sql`count(*)`,
  name: products.name,
};

/**
 * The store's products with at least one published review, in figures: one grouped query for
 * the page (average to one decimal, count, the 1★…5★ distribution), and a count of the
 * products only when the page does not tell the total itself.
 */
export async function storeRatings(
  db: Executor,
  storeId: string,
  query: z.output<typeof RatingsQuerySchema>,
): Promise<ListPage<RatingRow>> {
  const published = and(eq(reviews.storeId, storeId), eq(reviews.status, 'published'));
  const direction = query.order === 'asc' ? asc : desc;
  const stars = (rating: number) =>
    sql<number>`(count(*) filter (where ${reviews.rating} = ${rating}))::int`;
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      images: products.images,
      average: sql<string>`round(avg(${reviews.rating}), 1)::text`,
      count: sql<number>`count(*)::int`,
      one: stars(1),
      two: stars(2),
      three: stars(3),
      four: stars(4),
      five: stars(5),
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(published)
    .groupBy(products.id)
    .orderBy(direction(RATING_SORTS[query.sort]), direction(products.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const content = rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    images: row.images,
    average: Number(row.average),
    count: Number(row.count),
    distribution: [row.one, row.two, row.three, row.four, row.five].map(Number),
  }));
  const meta = { page: query.page, size: query.size, totalCapped: false };
  if (content.length < query.size && (content.length > 0 || query.page === 0)) {
    return { content, total: query.page * query.size + content.length, ...meta };
  }
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${reviews.productId})::int` })
    .from(reviews)
    .where(published);
  return { content, total: Number(counted?.total ?? 0), ...meta };
}
