import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SUB_USER } from '@olivia/contracts/roles';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/accounts';
import { userTotp } from '../../db/schema/two-factor';

/** The user's sessions still in force at `at` (not revoked, used since `idleSince`), newest use first. */
export async function listLiveSessions(db: Executor, userId: string, at: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, at),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(100);
}

/** Ends one of the user's own sessions; false when `id` is not a live session of theirs. */
export async function revokeOwnSession(db: Executor, userId: string, id: string, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export async function revokeOtherSessions(db: Executor, userId: string, keepId: string, at: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends the sessions of the store's sub-users who have no confirmed two-step sign-in. */
export async function revokeUnprotectedSubUserSessions(db: Executor, storeId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.storeId, storeId),
        isNull(sessions.revokedAt),
        sql`${sessions.userId} IN (SELECT ${users.id} FROM ${users}
          WHERE ${users.storeId} = ${storeId} AND ${users.userType} = ${SUB_USER}
          AND NOT EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${users.id}
            AND ${userTotp.confirmedAt} IS NOT NULL))`,
      ),
    );
}

/** When a code was last given in the session (step-up). */
export async function findSecondFactorAt(db: Executor, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

export async function markSecondFactor(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}
