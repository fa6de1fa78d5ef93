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
 * meets the lock. A lapsed lock or an old window starts afresh. Answers the attempt's place in
 * its window when it may be evaluated, or null when it is refused.
 */
export async function reserveAttempt(db: Executor, w: AttemptWindow): Promise<number | null> {
  const now = w.now.toISOString();
  const windowStart = new Date(w.now.getTime() - w.windowMs).toISOString();
  const lockUntil = new Date(w.now.getTime() + w.lockMs).toISOString();
  const locked = sql`t.locked_until > ${now}::timestamptz`;
  const fresh = sql`(t.locked_until IS NOT NULL AND t.locked_until <= ${now}::timestamptz)
    OR (t.locked_until IS NULL AND t.window_started_at < ${windowStart}::timestamptz)`;
  const [row] = await queryRows<{ allowed: boolean; place: number }>(
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
        AND t.failures <= ${w.limit} AS allowed, t.failures AS place`,
  );
  return row?.allowed ? Number(row.place) : null;
}

/** Gives back one reserved attempt (it turned out to be a success that should not count). */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE auth_throttles SET failures = GREATEST(failures - 1, 0)
      WHERE key = ${key} AND locked_until IS NULL`,
  );
}

/**
 * Forgets every attempt of a key, if the last one counted is still the attempt at `place` (a
 * success that proves the key's owner is present). When other attempts were counted since, a
 * burst is in flight: the count and any lock stay, so the success does not open it more room.
 */
export async function clearAttemptsAt(db: Executor, key: string, place: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM auth_throttles WHERE key = ${key} AND failures = ${place}
      AND locked_until IS NULL`,
  );
}

/**
 * Takes the key's row lock for the rest of the transaction (making the row first), so attempts
 * on one key are evaluated one at a time by every process; answers its count and lock.
 */
export async function lockAttemptRow(db: Executor, key: string, now: Date) {
  await db.execute(
    sql`INSERT INTO auth_throttles (key, failures, window_started_at)
      VALUES (${key}, 0, ${now.toISOString()}::timestamptz) ON CONFLICT (key) DO NOTHING`,
  );
  const [row] = await queryRows<{
    failures: number;
    window_started_at: Date | string;
    locked_until: Date | string | null;
  }>(
    db,
    sql`SELECT failures, window_started_at, locked_until FROM auth_throttles
      WHERE key = ${key} FOR UPDATE`,
  );
  if (!row) throw new Error(`attempt row ${key} vanished`);
  return {
    failures: Number(row.failures),
    windowStartedAt: new Date(row.window_started_at),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

/** Writes a key's count and lock (its row is locked by `lockAttemptRow`). */
export async function saveAttemptRow(
  db: Executor,
  key: string,
  row: { failures: number; windowStartedAt: Date; lockedUntil: Date | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE auth_throttles SET failures = ${row.failures},
      window_started_at = ${row.windowStartedAt.toISOString()}::timestamptz,
      locked_until = ${row.lockedUntil ? row.lockedUntil.toISOString() : null}::timestamptz
      WHERE key = ${key}`,
  );
}
