import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** Counts one hit in the key's window (a lapsed window starts afresh), in one statement. */
export async function countHit(db: Executor, key: string, windowMs: number, now: Date) {
  const at = now.toISOString();
  const ends = new Date(now.getTime() + windowMs).toISOString();
  const [row] = await queryRows<{ hits: number; window_ends_at: Date | string }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, hits, window_ends_at)
      VALUES (${key}, 1, ${ends}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.window_ends_at <= ${at}::timestamptz THEN 1 ELSE r.hits + 1 END,
        window_ends_at = CASE WHEN r.window_ends_at <= ${at}::timestamptz
          THEN ${ends}::timestamptz ELSE r.window_ends_at END
      RETURNING hits, window_ends_at`,
  );
  if (!row) throw new Error('rate limit counter not written');
  return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) };
}

export async function deleteLapsedHits(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_ends_at <= ${now.toISOString()}`);
}
