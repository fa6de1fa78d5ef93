import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductStatus } from '@olivia/contracts/catalog';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';

/** A product as a bulk status change needs it: its id and the status it has. */
export interface ProductStatusRow {
  id: string;
  status: string;
}

/**
 * The store's products among `ids`, locked for the change (FOR UPDATE) in id order, so two
 * bulk changes over the same products take them in the same order. Other stores' ids are
 * simply not found.
 */
export async function lockStoreProductStatuses(
  db: Executor,
  storeId: string,
  ids: readonly string[],
): Promise<ProductStatusRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...ids])))
    .orderBy(asc(products.id))
    .for('update');
}

/** Sets the status of the store's products `ids` in one statement; `updatedAt` moves with it. */
export async function setStoreProductStatuses(
  db: Executor,
  storeId: string,
  ids: readonly string[],
  status: ProductStatus,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(products)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...ids])));
}
