import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInChallenges } from '../../db/schema/two-factor';

export type ChallengePurpose = 'code' | 'setup';

export async function insertChallenge(
  db: Executor,
  row: { tokenHash: string; userId: string; purpose: ChallengePurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(signInChallenges).values(row);
}

/** The user of an unused, unexpired challenge of `purpose`, if `tokenHash` names one. */
export async function findLiveChallenge(
  db: Executor,
  tokenHash: string,
  purpose: ChallengePurpose,
  at: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: signInChallenges.id, userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        eq(signInChallenges.purpose, purpose),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, at),
      ),
    );
  return row;
}

/** Uses a challenge once: false when another request completed it first. */
export async function spendChallenge(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: at })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}
