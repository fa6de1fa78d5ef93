import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SuppliersQuerySchema } from '@olivia/contracts/suppliers';
import type { Executor } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { purchaseOrders, supplierProducts, suppliers } from '../../db/schema/suppliers';
import { defineList } from '../../lib/resource/list.repository';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplier = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'storeId' | 'paid' | 'createdAt' | 'updatedAt'
>;
export type SupplierProductRow = typeof supplierProducts.$inferSelect;
export type NewSupplierProduct = Pick<
  SupplierProductRow,
  'productId' | 'variantId' | 'supplierSku' | 'unitCost'
>;

export const storeSuppliers = defineList(SuppliersQuerySchema, {
  table: suppliers,
  store: suppliers.storeId,
  id: suppliers.id,
  sorts: { createdat: suppliers.createdAt, name: suppliers.name, paid: suppliers.paid },
  search: [suppliers.name, suppliers.contactName, suppliers.email, suppliers.phone],
  filters: { active: (active) => eq(suppliers.active, active === 'true') },
});

export async function findStoreSupplier(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<SupplierRow | undefined> {
  const query = db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.storeId, storeId), eq(suppliers.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertSupplier(
  db: Executor,
  storeId: string,
  row: NewSupplier,
): Promise<SupplierRow> {
  const [inserted] = await db
    .insert(suppliers)
    .values({ ...row, storeId })
    .returning();
  if (!inserted) throw new Error('supplier insert returned no row');
  return inserted;
}

export async function updateSupplier(
  db: Executor,
  id: string,
  fields: Partial<NewSupplier>,
): Promise<SupplierRow> {
  const [row] = await db
    .update(suppliers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning();
  if (!row) throw new Error('supplier update returned no row');
  return row;
}

/** Moves what was paid to the supplier (a payment, or one given back), in the caller's unit. */
export async function addSupplierPaid(db: Executor, id: string, amount: bigint) {
  await db
    .update(suppliers)
    .set({ paid: sql`${suppliers.paid} + ${amount}` })
    .where(eq(suppliers.id, id));
}

/** The supplier's products replaced by `rows`. */
export async function replaceSupplierProducts(
  db: Executor,
  storeId: string,
  supplierId: string,
  rows: NewSupplierProduct[],
) {
  await db.delete(supplierProducts).where(eq(supplierProducts.supplierId, supplierId));
  if (rows.length === 0) return;
  await db.insert(supplierProducts).values(rows.map((row) => ({ ...row, storeId, supplierId })));
}

/** The products each supplier supplies, with the product's name and variant. */
export async function productsOfSuppliers(db: Executor, supplierIds: string[]) {
  if (supplierIds.length === 0) return [];
  return db
    .select({
      supplierId: supplierProducts.supplierId,
      productId: supplierProducts.productId,
      variantId: supplierProducts.variantId,
      supplierSku: supplierProducts.supplierSku,
      unitCost: supplierProducts.unitCost,
      name: products.name,
      size: productVariants.size,
      colour: productVariants.colour,
    })
    .from(supplierProducts)
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .leftJoin(productVariants, eq(productVariants.id, supplierProducts.variantId))
    .where(inArray(supplierProducts.supplierId, supplierIds))
    .orderBy(asc(products.name), asc(productVariants.position));
}

/** Per supplier: purchase orders placed (not drafts or cancelled) and what is owed on them. */
export async function orderFigures(db: Executor, supplierIds: string[]) {
  if (supplierIds.length === 0) return new Map<string, { orders: number; owed: bigint }>();
  const rows = await db
    .select({
      supplierId: purchaseOrders.supplierId,
      orders: sql<number>`count(*)::int`,
      owed: sql<string>`coalesce(sum(${purchaseOrders.total} - ${purchaseOrders.paid}), 0)::text`,
    })
    .from(purchaseOrders)
    .where(
      and(
        inArray(purchaseOrders.supplierId, supplierIds),
        inArray(purchaseOrders.status, ['ordered', 'partly_received', 'received']),
      ),
    )
    .groupBy(purchaseOrders.supplierId);
  return new Map(
    rows.map((row) => [row.supplierId, { orders: row.orders, owed: BigInt(row.owed) }]),
  );
}

/** The store's products and variants among `ids` (another store's are left out). */
export async function storeProductsAmong(db: Executor, storeId: string, ids: string[]) {
  if (ids.length === 0) return { products: [], variants: [] };
  const [productRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        costPrice: products.costPrice,
        stock: products.stock,
      })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, ids))),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        size: productVariants.size,
        colour: productVariants.colour,
        costPrice: productVariants.costPrice,
      })
      .from(productVariants)
      .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, ids))),
  ]);
  return { products: productRows, variants: variantRows };
}

/** The cost the supplier charges for a product (its variant's own row first). */
export async function supplierCosts(db: Executor, supplierId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(supplierProducts)
    .where(
      and(
        eq(supplierProducts.supplierId, supplierId),
        inArray(supplierProducts.productId, productIds),
      ),
    );
}
