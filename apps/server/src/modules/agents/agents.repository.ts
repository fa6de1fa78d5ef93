import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agentVerifications } from '../../db/schema';

export type VerificationRow = typeof agentVerifications.$inferSelect;
type NewVerification = typeof agentVerifications.$inferInsert;

export async function findVerification(
  db: Executor,
  storeId: string,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(agentVerifications)
    .where(eq(agentVerifications.storeId, storeId));
  return row;
}

/** One verification per store: answers false when another request recorded one first. */
export async function insertVerification(db: Executor, row: NewVerification): Promise<boolean> {
  const inserted = await db
    .insert(agentVerifications)
    .values(row)
    .onConflictDoNothing()
    .returning({ storeId: agentVerifications.storeId });
  return inserted.length === 1;
}
