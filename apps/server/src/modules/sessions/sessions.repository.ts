import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, stores, users } from '../../db/schema/accounts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * What authentication needs of a request's user and store, read with a session or an API key
 * (modules/api-keys).
 */
export const principalColumns = {
  user: {
    id: users.id,
    userType: users.userType,
    viewBalance: users.viewBalance,
    disabledAt: users.disabledAt,
    passwordChangedAt: users.passwordChangedAt,
  },
  store: {
    id: stores.id,
    systemId: stores.systemId,
    currency: stores.currency,
    name: stores.name,
    logoUrl: stores.logoUrl,
  },
};

/**
 * The session behind a token hash, with what authentication needs of its user and store, if it
 * has not been revoked. Every signed-in request asks it, so it is built once per database with a
 * placeholder and prepared (named) on PostgreSQL: a call binds the hash and reads a dozen columns.
 */
export function prepareLiveSessionLookup(db: Executor) {
  const statement = db
    .select({
      session: {
        id: sessions.id,
        lastUsedAt: sessions.lastUsedAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
      },
      ...principalColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(stores, eq(stores.id, sessions.storeId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('live_session');
  return async (tokenHash: string) => {
    const [row] = await statement.execute({ tokenHash });
    return row;
  };
}

export async function touchSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Which of `ids` are sessions still in force at `at` (not revoked, not past their absolute end).
 */
export async function findLiveSessionIds(
  db: Executor,
  ids: string[],
  at: Date,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, at),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
