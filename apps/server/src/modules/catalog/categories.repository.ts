import { and, eq, inArray, sql } from 'drizzle-orm';
import { CategoriesQuerySchema } from '@olivia/contracts/catalog';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { defineList } from '../../lib/resource/list.repository';
import {
  groupNamesOf,
  isGroupNameTaken,
  withGroupProductCounts,
} from './product-groups.repository';

export type CategoryRow = typeof categories.$inferSelect;
/** A category with the number of its products that are not archived, as the API shows it. */
export type CategoryRecord = CategoryRow & { productCount: number };
type NewCategory = Pick<typeof categories.$inferInsert, 'storeId' | 'name' | 'description'>;
type CategoryChanges = Partial<Pick<NewCategory, 'name' | 'description'>>;

const ofStore = (storeId: string, id: string) =>
  and(eq(categories.storeId, storeId), eq(categories.id, id));

/** A store's categories: a short list, searched by name. */
export const storeCategories = defineList(CategoriesQuerySchema, {
  table: categories,
  store: categories.storeId,
  id: categories.id,
  sorts: { createdat: categories.createdAt, name: categories.name },
  search: [categories.name],
  filters: {},
  counted: 'categories',
});

/** The rows with their product counts (archived products left out): one grouped query. */
export const withProductCounts = (
  db: Executor,
  storeId: string,
  rows: CategoryRow[],
): Promise<CategoryRecord[]> => withGroupProductCounts(db, categories, storeId, rows);

/**
 * The store's category. `lock`: 'update' for a change to it; 'key share' while a product is
 * put in it, so it cannot be deleted before that product is written.
 */
export async function findStoreCategory(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update' | 'key share',
): Promise<CategoryRow | undefined> {
  const query = db.select().from(categories).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The names of the store's categories `ids`, by id (one query). */
export const categoryNamesOf = (db: Executor, storeId: string, ids: string[]) =>
  groupNamesOf(db, categories, storeId, ids);

export async function insertCategory(db: Executor, category: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(category).returning();
  if (!row) throw new Error('insert into categories returned nothing');
  return row;
}

export async function updateStoreCategory(
  db: Executor,
  storeId: string,
  id: string,
  changes: CategoryChanges,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(changes).where(ofStore(storeId, id)).returning();
  return row;
}

/** Its products stay, their category cleared (the foreign key's ON DELETE SET NULL). */
export async function deleteStoreCategory(db: Executor, storeId: string, id: string) {
  await db.delete(categories).where(ofStore(storeId, id));
}

/** True when the unique index on (store, lower(name)) refused a second category of that name. */
export const isCategoryNameTaken = (error: unknown) =>
  isGroupNameTaken(error, 'categories_store_name_unique');

/**
 * The store's categories of `names` (whatever their case), those it lacks created first; for
 * the CSV import. `insert … on conflict do nothing` then a select: an import running beside
 * it that creates the same name waits for it and finds it, instead of failing. Names go in
 * sorted, so two imports take the unique index's entries in one order. The categories are
 * kept from deletion (key share) until the caller's transaction ends; `created` are the new ones.
 */
export async function findOrCreateStoreCategories(
  db: Executor,
  storeId: string,
  names: string[],
): Promise<{ idByName: Map<string, string>; created: CategoryRow[] }> {
  const byLowerName = new Map(names.map((name) => [name.toLowerCase(), name]));
  if (byLowerName.size === 0) return { idByName: new Map(), created: [] };
  const wanted = [...byLowerName.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const inserted = await db
    .insert(categories)
    .values(wanted.map(([, name]) => ({ storeId, name })))
    .onConflictDoNothing()
    .returning();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        inArray(sql`lower(${categories.name})`, [...byLowerName.keys()]),
      ),
    )
    .for('key share');
  return {
    idByName: new Map(rows.map((row) => [row.name.toLowerCase(), row.id])),
    created: inserted,
  };
}
