import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { ProductsQuerySchema } from '@olivia/contracts/catalog';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { products, productVariants } from '../../db/schema/catalog';
import type { ListPage } from '../../lib/resource/list-page';
import { defineList } from '../../lib/resource/list.repository';
import { brandNamesOf } from './brands.repository';
import { categoryNamesOf } from './categories.repository';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
/**
 * A product with what its DTO shows besides its row: its category's and brand's names, its variants
 * in order.
 */
export type ProductRecord = ProductRow & {
  categoryName: string | null;
  brandName: string | null;
  variants: VariantRow[];
};

type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'searchText'
>;
export type ProductChanges = Partial<Omit<NewProduct, 'storeId'>>;
/** A variant to keep (with the id it has) or to add (without), in the product's order. */
export type VariantValues = Pick<VariantRow, 'size' | 'colour' | 'price' | 'stock' | 'sku'> & {
  id?: string | undefined;
};

const ofStore = (storeId: string, id: string) =>
  and(eq(products.storeId, storeId), eq(products.id, id));

/** One definition, two scopes (ADR 0015): the list as it opens, and one status asked for. */
const productList = (scope?: SQL, counted?: string) =>
  defineList(ProductsQuerySchema, {
    table: products,
    store: products.storeId,
    id: products.id,
    scope,
    counted,
    // `stock` holds the variants' sum when there are variants (the service writes it with them).
    sorts: {
      createdat: products.createdAt,
      name: products.name,
      price: products.price,
      stock: products.stock,
    },
    // Name and SKU, one per line, in one generated column with a trigram index.
    search: [products.searchText],
    filters: {
      status: (status) => eq(products.status, status),
      category: (categoryId) => eq(products.categoryId, categoryId),
      brand: (brandId) => eq(products.brandId, brandId),
    },
  });
// Counted by migration 0017's trigger: exactly the products that are not archived.
const liveProducts = productList(ne(products.status, 'archived'), 'live_products');
const productsOfStatus = productList();

/**
 * A store's products. Without `status` the list shows every status but archived (archiving is
 * how a product is removed); `status=archived` shows the archived ones.
 */
export const storeProducts = {
  page: (
    db: Executor,
    storeId: string,
    query: z.output<typeof ProductsQuerySchema>,
  ): Promise<ListPage<ProductRow>> =>
    (query.status ? productsOfStatus : liveProducts).page(db, storeId, query),
};

/** The store's variants of `productIds`, in each product's order (one query). */
async function variantsOf(db: Executor, storeId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(
      and(eq(productVariants.storeId, storeId), inArray(productVariants.productId, productIds)),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

/** The rows with their variants, category and brand names: three queries for a whole page. */
export async function withVariantsAndCategory(
  db: Executor,
  storeId: string,
  rows: ProductRow[],
): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const variants = await variantsOf(
    db,
    storeId,
    rows.map((row) => row.id),
  );
  const categoryIds = rows.flatMap((row) => (row.categoryId ? [row.categoryId] : []));
  const names = await categoryNamesOf(db, storeId, [...new Set(categoryIds)]);
  const brandIds = rows.flatMap((row) => (row.brandId ? [row.brandId] : []));
  const brandNames = await brandNamesOf(db, storeId, [...new Set(brandIds)]);
  return rows.map((row) => ({
    ...row,
    categoryName: row.categoryId ? (names.get(row.categoryId) ?? null) : null,
    brandName: row.brandId ? (brandNames.get(row.brandId) ?? null) : null,
    variants: variants.filter((variant) => variant.productId === row.id),
  }));
}

/** The store's product with its variants and category name, locked for a change when `lock`. */
export async function findStoreProduct(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<ProductRecord | undefined> {
  const query = db.select().from(products).where(ofStore(storeId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await withVariantsAndCategory(db, storeId, [row]))[0] : undefined;
}

export async function insertProduct(db: Executor, product: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(product).returning();
  if (!row) throw new Error('insert into products returned nothing');
  return row;
}

/** Changes the store's product; `updatedAt` moves with every change. */
export async function updateStoreProduct(
  db: Executor,
  storeId: string,
  id: string,
  changes: ProductChanges,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

/**
 * Makes `variants` the product's variant set, in their order: those with an id are kept and
 * updated, those without are added, and the product's others are deleted. The caller checks
 * that every id is one of this product's; an id of another product's variant changes nothing.
 */
export async function replaceVariants(
  db: Executor,
  storeId: string,
  productId: string,
  variants: VariantValues[],
): Promise<void> {
  const keptIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.storeId, storeId),
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  if (variants.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await db
    .insert(productVariants)
    .values(variants.map((variant, position) => ({ ...variant, productId, storeId, position })))
    .onConflictDoUpdate({
      target: productVariants.id,
      set: {
        size: excluded('size'),
        colour: excluded('colour'),
        price: excluded('price'),
        stock: excluded('stock'),
        sku: excluded('sku'),
        position: excluded('position'),
      },
      setWhere: and(eq(productVariants.productId, productId), eq(productVariants.storeId, storeId)),
    });
}
