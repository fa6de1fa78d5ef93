import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Any constant, distinct from the migrations' key in client.ts. */
export const DEMO_SEED_LOCK_KEY = 7_341_926;

/**
 * Holds a PostgreSQL advisory lock until the transaction ends, so the same start-up work in
 * another server process waits for this one and then sees its result. On PGlite, which only one
 * process opens, it is granted at once.
 */
export async function lockUntilTransactionEnds(tx: Executor, key: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${key}::bigint)`);
}
