import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowCounts } from '../../db/schema/row-counts';

/**
 * The store's products that are not archived and its categories, for the dashboard: read from
 * the counters their triggers keep (migration 0017), one indexed lookup.
 */
export async function countStoreCatalog(
  db: Executor,
  storeId: string,
): Promise<{ products: number; categories: number }> {
  const rows = await db
    .select({ entity: rowCounts.entity, total: rowCounts.total })
    .from(rowCounts)
    .where(
      and(
        eq(rowCounts.storeId, storeId),
        inArray(rowCounts.entity, ['live_products', 'categories']),
      ),
    );
  const total = (entity: string) => rows.find((row) => row.entity === entity)?.total ?? 0;
  return { products: total('live_products'), categories: total('categories') };
}
