import { and, asc, eq, ilike, inArray, lte, ne, sql } from 'drizzle-orm';
import { InventoryQuerySchema, MovementsQuerySchema } from '@olivia/contracts/inventory';
import type { Executor } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalog';
import { inventoryMovements, orders } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';
import type { MovementRow } from './stock.repository';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
/** A product as the inventory shows it: its row and its variants in order. */
export type InventoryRecord = ProductRow & { variants: VariantRow[] };
/** A movement with what its row only names by id: the product's name, the order's number. */
export type MovementRecord = MovementRow & { productName: string; orderNumber: number | null };

const containing = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The store's products that are not archived, by stock level. `stock` holds the variants' sum
 * when there are variants (ADR 0015), so both levels and the stock sort use the column and its
 * index.
 */
export const inventoryList = defineList(InventoryQuerySchema, {
  table: products,
  store: products.storeId,
  id: products.id,
  scope: ne(products.status, 'archived'),
  sorts: { name: products.name, stock: products.stock, createdat: products.createdAt },
  search: [products.searchText],
  filters: {
    level: (level) =>
      level === 'out' ? eq(products.stock, 0) : lte(products.stock, products.lowStockThreshold),
  },
});

/** The rows with their variants, in each product's order: one query for a whole page. */
export async function withVariants(
  db: Executor,
  storeId: string,
  rows: ProductRow[],
): Promise<InventoryRecord[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.storeId, storeId),
        inArray(
          productVariants.productId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  return rows.map((row) => ({
    ...row,
    variants: variants.filter((variant) => variant.productId === row.id),
  }));
}

/** The store's product (archived too) with its variants; locked for a change when `lock`. */
export async function findInventoryProduct(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<InventoryRecord | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withVariants(db, storeId, [row]))[0] : undefined;
}

export async function setLowStockThreshold(
  db: Executor,
  storeId: string,
  id: string,
  threshold: number,
): Promise<void> {
  await db
    .update(products)
    .set({ lowStockThreshold: threshold, updatedAt: sql`now()` })
    .where(and(eq(products.storeId, storeId), eq(products.id, id)));
}

/** The store's movements, newest first; a search matches the product's name or SKU, or the note. */
export const movementList = defineList(MovementsQuerySchema, {
  table: inventoryMovements,
  store: inventoryMovements.storeId,
  id: inventoryMovements.id,
  sorts: { createdat: inventoryMovements.createdAt },
  search: [
    inventoryMovements.note,
    (q) =>
      sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${inventoryMovements.productId} AND ${ilike(products.searchText, containing(q))})`,
  ],
  filters: { product: (productId) => eq(inventoryMovements.productId, productId) },
});

/** The rows with their products' names and their orders' numbers: one query for a page. */
export async function withNames(db: Executor, rows: MovementRow[]): Promise<MovementRecord[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: inventoryMovements.id, productName: products.name, orderNumber: orders.number })
    .from(inventoryMovements)
    .innerJoin(products, eq(products.id, inventoryMovements.productId))
    .leftJoin(orders, eq(orders.id, inventoryMovements.orderId))
    .where(
      inArray(
        inventoryMovements.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(names.map((name) => [name.id, name]));
  return rows.map((row) => ({
    ...row,
    productName: byId.get(row.id)?.productName ?? '',
    orderNumber: byId.get(row.id)?.orderNumber ?? null,
  }));
}
