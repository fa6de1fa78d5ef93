import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

export interface AttemptWindow {
  key: string;
  limit: number;
  now: Date;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts one attempt and decides in the same statement, so parallel callers (in any process)
 * queue on the row: the first `limit` of a window get through, every later one starts or
 * meets the lock. A lapsed lock or an old window starts afresh. Answers whether this attempt
 * may be evaluated.
 */
export async function reserveAttempt(db: Executor, w: AttemptWindow): Promise<boolean> {
  const now = w.now.toISOString();
  const windowStart = new Date(w.now.getTime() - w.windowMs).toISOString();
  const lockUntil = new Date(w.now.getTime() + w.lockMs).toISOString();
  const locked = sql`t.locked_until > ${now}::timestamptz`;
  const fresh = sql`(t.locked_until IS NOT NULL AND t.locked_until <= ${now}::timestamptz)
    OR (t.locked_until IS NULL AND t.window_started_at < ${windowStart}::timestamptz)`;
  const [row] = await queryRows<{ allowed: boolean }>(
    db,
    sql`INSERT INTO auth_throttles AS t (key, failures, window_started_at)
      VALUES (${w.key}, 1, ${now}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${locked} THEN t.failures WHEN ${fresh} THEN 1 ELSE t.failures + 1 END,
        window_started_at = CASE WHEN NOT ${locked} AND (${fresh}) THEN ${now}::timestamptz
          ELSE t.window_started_at END,
        locked_until = CASE WHEN ${locked} THEN t.locked_until WHEN ${fresh} THEN NULL
          WHEN t.failures + 1 > ${w.limit} THEN ${lockUntil}::timestamptz ELSE NULL END
      RETURNING (t.locked_until IS NULL OR t.locked_until <= ${now}::timestamptz)
        AND t.failures <= ${w.limit} AS allowed`,
  );
  return row?.allowed ?? false;
}

/** Gives back one reserved attempt (it turned out to be a success that should not count). */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE auth_throttles SET failures = GREATEST(failures - 1, 0)
      WHERE key = ${key} AND locked_until IS NULL`,
  );
}

/** Forgets every attempt of a key (a success that proves the key's owner is present). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM auth_throttles WHERE key = ${key}`);
}

/** When a key's lock ends, or null when it is not locked. */
export async function lockedUntil(db: Executor, key: string, now: Date): Promise<Date | null> {
  const [row] = await queryRows<{ locked_until: Date | string | null }>(
    db,
    sql`SELECT locked_until FROM auth_throttles
      WHERE key = ${key} AND locked_until > ${now.toISOString()}::timestamptz`,
  );
  return row?.locked_until ? new Date(row.locked_until) : null;
}
