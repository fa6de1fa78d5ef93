import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { PurchaseOrdersQuerySchema } from '@olivia/contracts/purchase-orders';
import type { Executor } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import {
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  supplierProducts,
  suppliers,
} from '../../db/schema/suppliers';
import { defineList } from '../../lib/resource/list.repository';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type PurchaseOrderPaymentRow = typeof purchaseOrderPayments.$inferSelect;
export type NewLine = Omit<PurchaseOrderLineRow, 'id' | 'purchaseOrderId' | 'received'>;

export const storePurchaseOrders = defineList(PurchaseOrdersQuerySchema, {
  table: purchaseOrders,
  store: purchaseOrders.storeId,
  id: purchaseOrders.id,
  sorts: {
    createdat: purchaseOrders.createdAt,
    number: purchaseOrders.number,
    total: purchaseOrders.total,
    expectedat: purchaseOrders.expectedAt,
  },
  search: [
    purchaseOrders.reference,
    (q) => {
      const digits = /^(?:po-?)?0*(\d{1,9})$/i.exec(q.trim())?.[1];
      return digits ? eq(purchaseOrders.number, Number(digits)) : undefined;
    },
  ],
  filters: {
    status: (status) => eq(purchaseOrders.status, status),
    supplier: (id) => eq(purchaseOrders.supplierId, id),
  },
});

export async function findStorePurchaseOrder(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<PurchaseOrderRow | undefined> {
  const query = db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.storeId, storeId), eq(purchaseOrders.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertPurchaseOrder(
  db: Executor,
  row: Omit<typeof purchaseOrders.$inferInsert, 'id'>,
): Promise<PurchaseOrderRow> {
  const [inserted] = await db.insert(purchaseOrders).values(row).returning();
  if (!inserted) throw new Error('purchase order insert returned no row');
  return inserted;
}

export async function updatePurchaseOrder(
  db: Executor,
  id: string,
  fields: Partial<Omit<PurchaseOrderRow, 'id' | 'storeId' | 'number'>>,
): Promise<PurchaseOrderRow> {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, id))
    .returning();
  if (!row) throw new Error('purchase order update returned no row');
  return row;
}

/** Moves what was paid against the order (the CHECK keeps it within 0 and the total). */
export async function addPurchaseOrderPaid(db: Executor, id: string, amount: bigint) {
  await db
    .update(purchaseOrders)
    .set({ paid: sql`${purchaseOrders.paid} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(purchaseOrders.id, id));
}

export async function replaceLines(db: Executor, purchaseOrderId: string, lines: NewLine[]) {
  await db
    .delete(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  await db.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId })));
}

export function linesOf(db: Executor, ids: string[]): Promise<PurchaseOrderLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.purchaseOrderId, ids))
    .orderBy(asc(purchaseOrderLines.position));
}

export async function setLineReceived(db: Executor, lineId: string, received: number) {
  await db.update(purchaseOrderLines).set({ received }).where(eq(purchaseOrderLines.id, lineId));
}

export function paymentsOf(db: Executor, ids: string[]): Promise<PurchaseOrderPaymentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(purchaseOrderPayments)
    .where(inArray(purchaseOrderPayments.purchaseOrderId, ids))
    .orderBy(desc(purchaseOrderPayments.createdAt));
}

export async function findPaymentByKey(db: Executor, storeId: string, key: string) {
  const [row] = await db
    .select()
    .from(purchaseOrderPayments)
    .where(
      and(
        eq(purchaseOrderPayments.storeId, storeId),
        eq(purchaseOrderPayments.idempotencyKey, key),
      ),
    );
  return row;
}

/** The payment sent under a payout's reference, locked (its payout's outcome moves it). */
export async function lockPaymentByReference(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(purchaseOrderPayments)
    .where(eq(purchaseOrderPayments.reference, reference))
    .for('update');
  return row;
}

export async function insertPayment(
  db: Executor,
  row: Omit<typeof purchaseOrderPayments.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(purchaseOrderPayments).values(row);
}

export async function setPaymentStatus(db: Executor, id: string, status: string) {
  await db.update(purchaseOrderPayments).set({ status }).where(eq(purchaseOrderPayments.id, id));
}

export async function supplierNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Sets the product's (or its variant's) cost price to what a unit was received at. */
export async function setCostPrice(
  db: Executor,
  item: { productId: string; variantId: string | null },
  unitCost: bigint,
) {
  if (item.variantId) {
    await db
      .update(productVariants)
      .set({ costPrice: unitCost })
      .where(eq(productVariants.id, item.variantId));
  } else {
    await db.update(products).set({ costPrice: unitCost }).where(eq(products.id, item.productId));
  }
}

/**
 * What is low on stock: products without variants at or below their threshold, and variants at
 * or below their product's; each with the suppliers that supply it (cheapest first).
 */
export async function lowStockItems(db: Executor, storeId: string, limit: number) {
  const stock = sql<number>`coalesce(${productVariants.stock}, ${products.stock})`;
  return db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      size: productVariants.size,
      colour: productVariants.colour,
      stock,
      threshold: products.lowStockThreshold,
      costPrice: sql<
        string | null
      >`coalesce(${productVariants.costPrice}, ${products.costPrice})::text`,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      unitCost: supplierProducts.unitCost,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(
      supplierProducts,
      and(
        eq(supplierProducts.productId, products.id),
        sql`(${supplierProducts.variantId} is null or ${supplierProducts.variantId} = ${productVariants.id})`,
      ),
    )
    .leftJoin(
      suppliers,
      and(eq(suppliers.id, supplierProducts.supplierId), eq(suppliers.active, true)),
    )
    .where(
      and(
        eq(products.storeId, storeId),
        sql`${products.status} <> 'archived'`,
        lte(stock, products.lowStockThreshold),
      ),
    )
    .orderBy(
      asc(stock),
      asc(products.name),
      asc(productVariants.position),
      sql`${suppliers.id} is null`,
      asc(supplierProducts.unitCost),
    )
    .limit(limit);
}
