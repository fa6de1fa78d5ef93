import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema/accounts';

export async function insertPasswordReset(
  db: Executor,
  reset: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/**
 * Marks the reset link used and returns it, in one statement, so a link can be spent only once
 * even when two submissions race.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning();
  return row;
}

/** Spends every other open link of the user once one of them has been used. */
export async function expireUserResets(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
