import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;

export async function insertStore(db: Executor, store: NewStore): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(store).returning();
  if (!row) throw new Error('insert into stores returned nothing');
  return row;
}

export async function findStoreById(db: Executor, storeId: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row;
}

export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  return rows.length > 0;
}

/** Removes the store; its users, sessions and reset links go with it (ON DELETE CASCADE). */
export async function deleteStore(db: Executor, storeId: string): Promise<void> {
  await db.delete(stores).where(eq(stores.id, storeId));
}
