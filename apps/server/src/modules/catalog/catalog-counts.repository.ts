import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowCounts } from '../../db/schema/row-counts';

/** The store's products that are not archived, and its categories. */
export interface CatalogCounts {
  products: number;
  categories: number;
}

/**
 * A sub-select answering the store's catalogue figures as one JSON object, for the dashboard's
 * one statement (`storeId` may be a placeholder of its prepared statement): read from the
 * counters their triggers keep (migration 0017), a lookup of the (store, entity) primary key.
 */
export function storeCatalogFragment(storeId: string | Placeholder): SQL<CatalogCounts> {
  const { entity, total } = rowCounts;
  return sql`(SELECT json_build_object(
      'products', coalesce(max(${total}) FILTER (WHERE ${entity} = 'live_products'), 0),
      'categories', coalesce(max(${total}) FILTER (WHERE ${entity} = 'categories'), 0))
    FROM ${rowCounts}
    WHERE ${rowCounts.storeId} = ${storeId} AND ${entity} IN ('live_products', 'categories'))`.mapWith(
    (counts: { products: number; categories: number }): CatalogCounts => ({
      products: Number(counts.products),
      categories: Number(counts.categories),
    }),
  );
}
