import { and, eq } from 'drizzle-orm';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Rank } from '@olivia/contracts/wallet';
import type { Executor } from '../../db/client';
import { stores, users } from '../../db/schema/accounts';
import { topUps } from '../../db/schema/top-ups';

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

/** How a store presents itself to its customers: its name, address and the main user's e-mail. */
export interface StoreContact {
  id: string;
  name: string;
  slug: string;
  email: string;
}

export async function findStoreContact(
  db: Executor,
  by: { id: string } | { slug: string },
): Promise<StoreContact | undefined> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug, email: users.email })
    .from(stores)
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, MAIN_USER)))
    .where('id' in by ? eq(stores.id, by.id) : eq(stores.slug, by.slug))
    .limit(1);
  return row;
}

export async function hasAnyStore(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}

export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  return rows.length > 0;
}

/**
 * Locks the store, then its top-ups in id order, until the transaction ends: the start of the
 * lock order of ADR 0006, so payments arriving meanwhile wait instead of deadlocking. False when
 * the store is already gone.
 */
export async function lockStoreForDeletion(db: Executor, storeId: string): Promise<boolean> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!store) return false;
  await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(eq(topUps.storeId, storeId))
    .orderBy(topUps.id)
    .for('update');
  return true;
}

/**
 * Holds the store FOR KEY SHARE until the transaction ends (ADR 0006, level 2): it cannot be
 * deleted meanwhile, and other holders do not wait. False when the store is gone (a deletion
 * that committed first, or one this waited for).
 */
export async function shareLockStore(db: Executor, storeId: string): Promise<boolean> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('key share');
  return rows.length > 0;
}

/** Removes the store; its users, sessions and reset links go with it (ON DELETE CASCADE). */
export async function deleteStore(db: Executor, storeId: string): Promise<void> {
  await db.delete(stores).where(eq(stores.id, storeId));
}

/** An agent's identity has been checked (agent verification). */
export async function markStoreVerified(db: Executor, storeId: string): Promise<void> {
  await db.update(stores).set({ isVerified: true }).where(eq(stores.id, storeId));
}

/** The store's rank badge, as last recomputed (ADR 0019). */
export async function setStoreRank(
  db: Executor,
  storeId: string,
  rank: Rank,
  at: Date,
): Promise<void> {
  await db.update(stores).set({ rank, rankRefreshedAt: at }).where(eq(stores.id, storeId));
}

/** The store's requirement of two-step sign-in for its sub-users (ADR 0040). */
export async function setStoreTwoFactorRequirement(
  db: Executor,
  storeId: string,
  required: boolean,
): Promise<void> {
  await db.update(stores).set({ requireTwoFactor: required }).where(eq(stores.id, storeId));
}
