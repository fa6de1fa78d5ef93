import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';

/**
 * The store's products that are not archived and its categories, for the dashboard: one
 * statement, each count walking the store's range of a (store_id, …) index. No row_counts
 * counter tracks these tables; a store's catalogue stays small enough to count.
 */
export async function countStoreCatalog(
  db: Executor,
  storeId: string,
): Promise<{ products: number; categories: number }> {
  const [row] = await queryRows<{ products: number | string; categories: number | string }>(
    db,
    sql`SELECT
      (SELECT count(*) FROM ${products}
        WHERE ${products.storeId} = ${storeId} AND ${products.status} <> 'archived') AS products,
      (SELECT count(*) FROM ${categories} WHERE ${categories.storeId} = ${storeId}) AS categories`,
  );
  return { products: Number(row?.products ?? 0), categories: Number(row?.categories ?? 0) };
}
