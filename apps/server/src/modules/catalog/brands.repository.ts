import { and, eq, inArray, sql } from 'drizzle-orm';
import { BrandsQuerySchema } from '@olivia/contracts/brands';
import type { Executor } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';
import { defineList } from '../../lib/resource/list.repository';
import {
  groupNamesOf,
  isGroupNameTaken,
  withGroupProductCounts,
} from './product-groups.repository';

export type BrandRow = typeof brands.$inferSelect;
/** A brand with the number of its products that are not archived, as the API shows it. */
export type BrandRecord = BrandRow & { productCount: number };
type NewBrand = Pick<
  typeof brands.$inferInsert,
  'storeId' | 'name' | 'description' | 'logoUrl' | 'active'
>;
export type BrandChanges = Partial<Omit<NewBrand, 'storeId'>>;

const ofStore = (storeId: string, id: string) =>
  and(eq(brands.storeId, storeId), eq(brands.id, id));

/** Products of the brand that are not archived: the list's count sort (a short list). */
const productCountOf = sql<number>`(select count(*) from ${products} where ${products.brandId} = ${brands.id} and ${products.status} <> 'archived')`;

/** A store's brands: a short list, searched by name, filtered by active. */
export const storeBrands = defineList(BrandsQuerySchema, {
  table: brands,
  store: brands.storeId,
  id: brands.id,
  sorts: { createdat: brands.createdAt, name: brands.name, productcount: productCountOf },
  search: [brands.name],
  filters: { status: (status) => eq(brands.active, status === 'active') },
});

/** The rows with their product counts (archived products left out): one grouped query. */
export const withBrandProductCounts = (
  db: Executor,
  storeId: string,
  rows: BrandRow[],
): Promise<BrandRecord[]> => withGroupProductCounts(db, brands, storeId, rows);

/**
 * The store's brand. `lock`: 'update' for a change to it; 'key share' while a product is given
 * it, so it cannot be deleted before that product is written.
 */
export async function findStoreBrand(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update' | 'key share',
): Promise<BrandRow | undefined> {
  const query = db.select().from(brands).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The names of the store's brands `ids`, by id (one query). */
export const brandNamesOf = (db: Executor, storeId: string, ids: string[]) =>
  groupNamesOf(db, brands, storeId, ids);

/**
 * The ids of the store's active brands named `names` (whatever their case), by lower-case name;
 * kept from deletion (key share) until the caller's transaction ends. An inactive brand is no
 * choice for a new product, as on the product form.
 */
export async function activeBrandIdsByName(
  db: Executor,
  storeId: string,
  names: string[],
): Promise<Map<string, string>> {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(
      and(
        eq(brands.storeId, storeId),
        eq(brands.active, true),
        inArray(sql`lower(${brands.name})`, lower),
      ),
    )
    .for('key share');
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function insertBrand(db: Executor, brand: NewBrand): Promise<BrandRow> {
  const [row] = await db.insert(brands).values(brand).returning();
  if (!row) throw new Error('insert into brands returned nothing');
  return row;
}

export async function updateStoreBrand(
  db: Executor,
  storeId: string,
  id: string,
  changes: BrandChanges,
): Promise<BrandRow | undefined> {
  const [row] = await db.update(brands).set(changes).where(ofStore(storeId, id)).returning();
  return row;
}

/** Its products stay, their brand cleared (the foreign key's ON DELETE SET NULL). */
export async function deleteStoreBrand(db: Executor, storeId: string, id: string) {
  await db.delete(brands).where(ofStore(storeId, id));
}

/** True when the unique index on (store, lower(name)) refused a second brand of that name. */
export const isBrandNameTaken = (error: unknown) =>
  isGroupNameTaken(error, 'brands_store_name_unique');

/** Gives the store's products `productIds` the brand (the demo seed's bulk assignment). */
export async function setProductsBrand(
  db: Executor,
  storeId: string,
  brandId: string,
  productIds: string[],
) {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({ brandId })
    .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)));
}
