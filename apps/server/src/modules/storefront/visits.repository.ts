import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { storeVisits } from '../../db/schema/orders';

/** A visitor's visits closer together than this count once. */
export const VISIT_REPEAT_SECONDS = 60;

/**
 * Records a visit unless the visitor already has one within the last minute, in one statement:
 * the NOT EXISTS skips a repeat across a minute's boundary, and the unique (store, visitor,
 * minute) index with ON CONFLICT DO NOTHING settles two concurrent ones within a minute. True
 * when the visit was recorded.
 */
export async function recordVisit(
  db: Executor,
  visit: { storeId: string; visitor: string; at: Date },
): Promise<boolean> {
  const at = visit.at.toISOString();
  const minute = Math.floor(visit.at.getTime() / 60_000);
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`INSERT INTO ${storeVisits} (store_id, visitor, minute, visited_at)
      SELECT ${visit.storeId}::uuid, ${visit.visitor}, ${minute}, ${at}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM ${storeVisits} v
        WHERE v.store_id = ${visit.storeId}::uuid AND v.visitor = ${visit.visitor}
          AND v.visited_at > ${at}::timestamptz - make_interval(secs => ${VISIT_REPEAT_SECONDS})
      )
      ON CONFLICT (store_id, visitor, minute) DO NOTHING
      RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * How many visits the store had since each of `since` (one query over its last year's index range).
 */
export async function countVisitsSince<K extends string>(
  db: Executor,
  storeId: string,
  since: Record<K, Date>,
): Promise<Record<K, number>> {
  const windows = Object.entries(since) as [K, Date][];
  const earliest = new Date(Math.min(...windows.map(([, from]) => from.getTime())));
  const counts = windows.map(
    ([name, from]) =>
      sql`count(*) FILTER (WHERE ${storeVisits.visitedAt} > ${from.toISOString()}::timestamptz) AS ${sql.identifier(name)}`,
  );
  const [row] = await queryRows<Record<K, number | string>>(
    db,
    sql`SELECT ${sql.join(counts, sql`, `)} FROM ${storeVisits}
      WHERE ${storeVisits.storeId} = ${storeId}
        AND ${storeVisits.visitedAt} > ${earliest.toISOString()}::timestamptz`,
  );
  return Object.fromEntries(windows.map(([name]) => [name, Number(row?.[name] ?? 0)])) as Record<
    K,
    number
  >;
}

/**
 * A year of believable visits for a demo store, in one statement: about `perDay` a day (some
 * days half as many, some half as many again), spread over the day's minutes, the newest day
 * within the last 24 hours. Each made-up visitor comes once.
 */
export async function insertDemoVisits(
  db: Executor,
  storeId: string,
  { perDay, days = 365, now = new Date() }: { perDay: number; days?: number; now?: Date },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO ${storeVisits} (store_id, visitor, minute, visited_at)
      SELECT ${storeId}::uuid, 'demo-' || d || '-' || n, floor(extract(epoch FROM at) / 60), at
      FROM generate_series(1, ${days}::int) AS d, generate_series(1, ${Math.ceil(perDay * 1.5)}::int) AS n,
        LATERAL (SELECT ${now.toISOString()}::timestamptz - make_interval(days => d - 1)
          - make_interval(mins => (n * 97 + d * 13) % 1440) AS at) AS visit
      WHERE n <= ${perDay} * (0.5 + ((d * 7919) % 101) / 100.0)
      ON CONFLICT DO NOTHING`,
  );
}
