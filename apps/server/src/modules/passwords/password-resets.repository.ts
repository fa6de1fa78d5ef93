import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema/accounts';

export async function insertPasswordReset(
  db: Executor,
  reset: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The link with this token hash, spent or not. */
export async function findPasswordReset(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/**
 * Marks an unexpired reset link used and returns it, in one statement, so a link can be spent
 * only once even when two submissions race. An expired link stays as it was.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    )
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
