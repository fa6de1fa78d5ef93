import { and, count, eq, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes, userTotp } from '../../db/schema/two-factor';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Executor, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** A new pending secret, in place of any pending one; a confirmed one is never replaced. */
export async function savePendingTotp(
  db: Executor,
  row: { userId: string; storeId: string; secretSealed: string; at: Date },
): Promise<boolean> {
  const saved = await db
    .insert(userTotp)
    .values({ ...row, createdAt: row.at })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretSealed: row.secretSealed, createdAt: row.at, lastUsedStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return saved.length === 1;
}

/** Turns a pending secret on; false when it was confirmed already (a parallel confirmation). */
export async function confirmTotp(db: Executor, userId: string, step: number, at: Date) {
  const rows = await db
    .update(userTotp)
    .set({ confirmedAt: at, lastUsedStep: step })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Spends the time step of an accepted code, in one statement: true when no code of this step or
 * a later one was accepted before, so two requests with one code cannot both pass.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(db: Executor, userId: string): Promise<void> {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The user's recovery codes become `hashes` (the old ones stop working). */
export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function unusedRecoveryCodes(db: Executor, userId: string) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Uses a recovery code once: false when a parallel request used it first. */
export async function spendRecoveryCode(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Whether the user signs in with a second step (a confirmed secret). */
export async function hasConfirmedTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`true` })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return Boolean(row);
}
