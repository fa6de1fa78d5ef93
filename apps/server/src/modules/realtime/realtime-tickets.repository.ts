import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { realtimeTickets } from '../../db/schema/realtime';

/**
 * Marks a socket token used, in one statement: true for its first use, false for any later
 * one, whichever server process saw the first (the primary key decides).
 */
export async function consumeTicket(
  db: Executor,
  ticket: { jti: string; usedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(realtimeTickets)
    .values(ticket)
    .onConflictDoNothing()
    .returning({ jti: realtimeTickets.jti });
  return inserted.length === 1;
}

/** Forgets tokens that expired before `before`: they no longer verify, so cannot be reused. */
export async function pruneTickets(db: Executor, before: Date): Promise<void> {
  await db.delete(realtimeTickets).where(lt(realtimeTickets.expiresAt, before));
}
