import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { categories } from '../../db/schema/catalog';
import { brands, products } from '../../db/schema/catalog';

/** A store's way of grouping its products, each product in one of a kind or none. */
type GroupTable = typeof brands | typeof categories;
const productColumnOf = (table: GroupTable) =>
  table === brands ? products.brandId : products.categoryId;

/** The rows with their product counts (archived products left out): one grouped query. */
export async function withGroupProductCounts<Row extends { id: string }>(
  db: Executor,
  table: GroupTable,
  storeId: string,
  rows: Row[],
): Promise<(Row & { productCount: number })[]> {
  if (rows.length === 0) return [];
  const column = productColumnOf(table);
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ groupId: column, n: count() })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), inArray(column, ids), ne(products.status, 'archived')),
    )
    .groupBy(column);
  const countOf = new Map(counts.map((counted) => [counted.groupId, counted.n]));
  return rows.map((row) => ({ ...row, productCount: countOf.get(row.id) ?? 0 }));
}

/** The names of the store's groups `ids`, by id (one query). */
export async function groupNamesOf(
  db: Executor,
  table: GroupTable,
  storeId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.storeId, storeId), inArray(table.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** True when the unique index `constraint` on (store, lower(name)) refused a second name. */
export function isGroupNameTaken(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const refused = cause as { code?: string; constraint?: string };
  return (
    refused.code === '23505' &&
    (refused.constraint === undefined || refused.constraint === constraint)
  );
}
