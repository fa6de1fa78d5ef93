import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores, users } from '../../db/schema/accounts';
import { apiKeys } from '../../db/schema/api-keys';
import { principalColumns } from '../sessions/public';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export async function insertApiKey(db: Executor, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  if (!row) throw new Error('API key not written');
  return row;
}

/** The store's keys, newest first (a store has a few dozen at most: no paging). */
export function listStoreApiKeys(db: Executor, storeId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.storeId, storeId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findStoreApiKey(
  db: Executor,
  storeId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.storeId, storeId), eq(apiKeys.id, id)));
  return row;
}

/**
 * Locks the store's row for a change of its keys, so two creates at once count the active keys
 * one after the other (the limit holds however many arrive together).
 */
export async function lockStoreKeys(db: Executor, storeId: string): Promise<void> {
  await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('no key update');
}

/** How many of the store's keys work at `now`: neither revoked nor expired. */
export async function countActiveApiKeys(db: Executor, storeId: string, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.storeId, storeId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Revokes the store's key if it is not yet revoked; the row it changed, or nothing. */
export async function revokeStoreApiKey(
  db: Executor,
  storeId: string,
  id: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.storeId, storeId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/**
 * The unrevoked key behind a hash, with what authentication needs of the user it acts as and of
 * its store. Asked on every request made with a key, so prepared once per database.
 */
export function prepareLiveKeyLookup(db: Executor) {
  const statement = db
    .select({
      key: {
        id: apiKeys.id,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
      },
      ...principalColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .innerJoin(stores, eq(stores.id, apiKeys.storeId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('live_api_key');
  return async (keyHash: string) => {
    const [row] = await statement.execute({ keyHash });
    return row;
  };
}

export async function touchApiKey(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}
