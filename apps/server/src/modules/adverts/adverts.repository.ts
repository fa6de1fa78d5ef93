import {
  and,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { AdvertsQuerySchema, type AdvertStatus } from '@olivia/contracts/adverts';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { adverts } from '../../db/schema/services';
import { defineList } from '../../lib/resource/list.repository';

export type AdvertRow = typeof adverts.$inferSelect;
export type NewAdvert = typeof adverts.$inferInsert;

/**
 * The derived statuses of advert-days.ts `advertStatus`, in SQL, for `today` (YYYY-MM-DD, UTC):
 * a running advert is scheduled before its start date and ended after its end date.
 */
function advertStatusCondition(status: AdvertStatus, today: string): SQL | undefined {
  const running = eq(adverts.status, 'running');
  switch (status) {
    case 'scheduled':
      return and(running, gt(adverts.startDate, today));
    case 'running':
      return and(running, lte(adverts.startDate, today), gte(adverts.endDate, today));
    case 'paused':
      return eq(adverts.status, 'paused');
    case 'ended':
      return or(eq(adverts.status, 'ended'), and(running, lt(adverts.endDate, today)));
  }
}

/** The store's adverts on `today`: newest first by default; searched by domain and platform. */
export const storeAdverts = (today: string) =>
  defineList(AdvertsQuerySchema, {
    table: adverts,
    store: adverts.storeId,
    id: adverts.id,
    sorts: { createdat: adverts.createdAt, startdate: adverts.startDate, total: adverts.total },
    search: [adverts.domain, sql`array_to_string(${adverts.platforms}, ' ')`],
    filters: { status: (status) => advertStatusCondition(status, today) },
  });

/** The store's newest `limit` adverts, over the (store, created) index. */
/** What the dashboard's Advert Campaigns panel reads of an advert. */
export type DashboardAdvert = Pick<
  AdvertRow,
  | 'id'
  | 'platforms'
  | 'domain'
  | 'dailyBudget'
  | 'total'
  | 'currency'
  | 'estimatedDailyReach'
  | 'days'
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'daysRunBefore'
  | 'runStartedAt'
  | 'refunded'
  | 'createdAt'
>;

/**
 * A sub-select answering the store's `limit` newest adverts as one JSON array, newest first (the
 * (store, created, id) index), for the dashboard's one statement. Money travels as text, times
 * as epoch milliseconds.
 */
export function dashboardAdvertsFragment(
  storeId: string | Placeholder,
  limit: number,
): SQL<DashboardAdvert[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', a.id, 'platforms', a.platforms, 'domain', a.domain,
      'dailyBudget', a.daily_budget::text, 'total', a.total::text, 'currency', a.currency,
      'estimatedDailyReach', a.estimated_daily_reach, 'days', a.days,
      'startDate', a.start_date::text, 'endDate', a.end_date::text, 'status', a.status,
      'daysRunBefore', a.days_run_before,
      'runStartedAt', floor(extract(epoch FROM a.run_started_at) * 1000),
      'refunded', a.refunded::text, 'createdAt', floor(extract(epoch FROM a.created_at) * 1000))
      ORDER BY a.created_at DESC, a.id DESC), '[]')
    FROM (SELECT * FROM ${adverts} WHERE ${eq(adverts.storeId, storeId)}
      ORDER BY ${adverts.createdAt} DESC, ${adverts.id} DESC LIMIT ${limit}) AS a)`.mapWith(
    (rows: Record<keyof DashboardAdvert, unknown>[]): DashboardAdvert[] =>
      rows.map((row) => ({
        id: String(row.id),
        platforms: row.platforms as string[],
        domain: String(row.domain),
        dailyBudget: BigInt(String(row.dailyBudget)),
        total: BigInt(String(row.total)),
        currency: String(row.currency),
        estimatedDailyReach: Number(row.estimatedDailyReach),
        days: Number(row.days),
        startDate: String(row.startDate),
        endDate: String(row.endDate),
        status: String(row.status),
        daysRunBefore: Number(row.daysRunBefore),
        runStartedAt: row.runStartedAt === null ? null : new Date(Number(row.runStartedAt)),
        refunded: BigInt(String(row.refunded)),
        createdAt: new Date(Number(row.createdAt)),
      })),
  );
}

/**
 * Records an advert under its `reference`, the request's idempotency key (first in the lock
 * order, ADR 0006): a concurrent request with the same reference waits on the unique index,
 * then finds it taken (undefined), so only one ever pays.
 */
export async function claimAdvert(db: Executor, advert: NewAdvert) {
  const [row] = await db.insert(adverts).values(advert).onConflictDoNothing().returning();
  return row;
}

export async function findAdvertByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(adverts).where(eq(adverts.reference, reference));
  return row;
}

/** Holds the store (FOR KEY SHARE, ADR 0006) while money moves between it and services sold. */
export async function shareLockStore(db: Executor, storeId: string): Promise<void> {
  await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('key share');
}

/**
 * The store's advert `id`, locked for the rest of the transaction (its store FOR KEY SHARE
 * first, as ADR 0006 orders), so changes to one advert apply one at a time. Undefined when it
 * is not the store's.
 */
export async function lockStoreAdvert(db: Executor, storeId: string, id: string) {
  await shareLockStore(db, storeId);
  const [row] = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.storeId, storeId), eq(adverts.id, id)))
    .for('update');
  return row;
}

export async function updateAdvert(
  db: Executor,
  id: string,
  change: Partial<Omit<NewAdvert, 'id' | 'reference' | 'storeId'>>,
): Promise<AdvertRow> {
  const [row] = await db.update(adverts).set(change).where(eq(adverts.id, id)).returning();
  if (!row) throw new Error('advert vanished');
  return row;
}

/**
 * The ad network's reference, once it has answered (after the commit that paid). Written once:
 * a second launch of the same advert (the launcher beside a slow first answer) finds it set.
 * Answers the advert as it now stands, or undefined when the reference was already there.
 */
export async function setAdvertNetworkRef(db: Executor, id: string, networkRef: string) {
  const [row] = await db
    .update(adverts)
    .set({ networkRef })
    .where(and(eq(adverts.id, id), isNull(adverts.networkRef)))
    .returning();
  return row;
}

/** The advert `id`, any store's (a job's payload names it). */
export async function findAdvertById(db: Executor, id: string) {
  const [row] = await db.select().from(adverts).where(eq(adverts.id, id));
  return row;
}
