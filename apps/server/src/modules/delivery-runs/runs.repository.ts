import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DeliveryRunsQuerySchema } from '@olivia/contracts/delivery-runs';
import type { Executor } from '../../db/client';
import { deliveryRuns, deliveryStops, deliveryZones } from '../../db/schema/delivery';
import { orders } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

type RunRow = typeof deliveryRuns.$inferSelect;
type StopRow = typeof deliveryStops.$inferSelect;
type NewRun = Omit<typeof deliveryRuns.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A run with what the list shows of its stops and zone. */
export type RunRecord = RunRow & {
  zoneName: string;
  stopCount: number;
  deliveredCount: number;
  failedCount: number;
};

/** The store's runs: by day, searched by rider and note, filtered by status, day, rider, zone. */
export const storeRuns = defineList(DeliveryRunsQuerySchema, {
  table: deliveryRuns,
  store: deliveryRuns.storeId,
  id: deliveryRuns.id,
  sorts: {
    rundate: deliveryRuns.runDate,
    createdat: deliveryRuns.createdAt,
    status: deliveryRuns.status,
  },
  search: [deliveryRuns.riderName, deliveryRuns.riderPhone, deliveryRuns.note],
  filters: {
    status: (status) => eq(deliveryRuns.status, status),
    date: (date) => eq(deliveryRuns.runDate, date),
    rider: (id) => eq(deliveryRuns.riderUserId, id),
    zone: (id) => eq(deliveryRuns.zoneId, id),
  },
});

/** The rows with their zone's name and their stops counted (two small grouped queries). */
export async function withRunCounts(
  db: Executor,
  storeId: string,
  rows: RunRow[],
): Promise<RunRecord[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      runId: deliveryStops.runId,
      stops: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${deliveryStops.status} = 'delivered')::int`,
      failed: sql<number>`count(*) filter (where ${deliveryStops.status} = 'failed')::int`,
    })
    .from(deliveryStops)
    .where(
      inArray(
        deliveryStops.runId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(deliveryStops.runId);
  const zoneIds = rows.flatMap((row) => (row.zoneId ? [row.zoneId] : []));
  const zones =
    zoneIds.length === 0
      ? []
      : await db
          .select({ id: deliveryZones.id, name: deliveryZones.name })
          .from(deliveryZones)
          .where(and(eq(deliveryZones.storeId, storeId), inArray(deliveryZones.id, zoneIds)));
  const byRun = new Map(counts.map((row) => [row.runId, row]));
  const zoneName = new Map(zones.map((zone) => [zone.id, zone.name]));
  return rows.map((row) => {
    const count = byRun.get(row.id);
    return {
      ...row,
      zoneName: (row.zoneId && zoneName.get(row.zoneId)) || '',
      stopCount: Number(count?.stops ?? 0),
      deliveredCount: Number(count?.delivered ?? 0),
      failedCount: Number(count?.failed ?? 0),
    };
  });
}

async function findStoreRun(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<RunRow | undefined> {
  const query = db
    .select()
    .from(deliveryRuns)
    .where(and(eq(deliveryRuns.storeId, storeId), eq(deliveryRuns.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertRun(db: Executor, run: NewRun): Promise<RunRow> {
  const [row] = await db.insert(deliveryRuns).values(run).returning();
  if (!row) throw new Error('insert into delivery_runs returned nothing');
  return row;
}

export async function updateRun(
  db: Executor,
  id: string,
  changes: Partial<Pick<RunRow, 'riderUserId' | 'riderName' | 'riderPhone' | 'note' | 'status'>>,
): Promise<RunRow> {
  const [row] = await db
    .update(deliveryRuns)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deliveryRuns.id, id))
    .returning();
  if (!row) throw new Error('a locked run vanished');
  return row;
}

/** The run's stops with what the sheet and the screen show of their orders, in stop order. */
export function stopsOf(db: Executor, runId: string) {
  return db
    .select({ stop: deliveryStops, order: orders })
    .from(deliveryStops)
    .innerJoin(orders, eq(orders.id, deliveryStops.orderId))
    .where(eq(deliveryStops.runId, runId))
    .orderBy(asc(deliveryStops.position), asc(deliveryStops.id));
}
export type StopWithOrder = Awaited<ReturnType<typeof stopsOf>>[number];

/** The run's stop `stopId`, locked. */
export async function lockStop(db: Executor, runId: string, stopId: string) {
  const [row] = await db
    .select()
    .from(deliveryStops)
    .where(and(eq(deliveryStops.runId, runId), eq(deliveryStops.id, stopId)))
    .for('update');
  return row;
}

/** Puts the run's stops at 1, 2, … in the order of `orderIds`, adding those it lacks. */
export async function setRunStops(
  db: Executor,
  run: { id: string; storeId: string },
  orderIds: readonly string[],
): Promise<void> {
  const current = await db
    .select({ id: deliveryStops.id, orderId: deliveryStops.orderId })
    .from(deliveryStops)
    .where(eq(deliveryStops.runId, run.id));
  const kept = new Map(current.map((stop) => [stop.orderId, stop.id]));
  const gone = current.filter((stop) => !orderIds.includes(stop.orderId));
  if (gone.length > 0) {
    await db.delete(deliveryStops).where(
      inArray(
        deliveryStops.id,
        gone.map((stop) => stop.id),
      ),
    );
  }
  for (const [index, orderId] of orderIds.entries()) {
    const id = kept.get(orderId);
    if (id) {
      await db
        .update(deliveryStops)
        .set({ position: index + 1 })
        .where(eq(deliveryStops.id, id));
    } else {
      await db
        .insert(deliveryStops)
        .values({ storeId: run.storeId, runId: run.id, orderId, position: index + 1 });
    }
  }
}

export async function deleteRunStops(db: Executor, runId: string) {
  await db.delete(deliveryStops).where(eq(deliveryStops.runId, runId));
}

export async function updateStop(
  db: Executor,
  id: string,
  changes: Partial<Pick<StopRow, 'status' | 'note' | 'photoFileId' | 'doneAt' | 'position'>>,
) {
  await db.update(deliveryStops).set(changes).where(eq(deliveryStops.id, id));
}

/** The run's stops' statuses (after a stop is marked, whether the run is done). */
export async function stopStatuses(db: Executor, runId: string): Promise<string[]> {
  const rows = await db
    .select({ status: deliveryStops.status })
    .from(deliveryStops)
    .where(eq(deliveryStops.runId, runId));
  return rows.map((row) => row.status);
}

/** The order is on a stop that has not failed (a run's, pending or delivered). */
const onActiveStop = sql`exists (select 1 from ${deliveryStops} s where s.order_id = ${orders.id} and s.status <> 'failed')`;
const attemptedBefore = sql`exists (select 1 from ${deliveryStops} s where s.order_id = ${orders.id} and s.status = 'failed')`;

/**
 * Orders that wait for a run: to be delivered to an address, paid or processing (or shipped
 * with an attempt that failed), on no run now.
 */
const waitingCondition = (storeId: string) =>
  and(
    eq(orders.storeId, storeId),
    eq(orders.fulfilment, 'delivery'),
    // A sale at the counter with no address has nothing to deliver.
    ne(orders.address, ''),
    sql`not ${onActiveStop}`,
    sql`(${orders.status} in ('paid', 'processing') or (${orders.status} = 'shipped' and ${attemptedBefore}))`,
  );

/** The store's orders waiting for a run to deliver by `date`: slot on or before it, or none. */
export function waitingOrders(db: Executor, storeId: string, date: string) {
  return db
    .select({ order: orders, attempted: sql<boolean>`${attemptedBefore}` })
    .from(orders)
    .where(
      and(
        waitingCondition(storeId),
        sql`(${orders.deliverySlot} = '' or left(${orders.deliverySlot}, 10) <= ${date})`,
      ),
    )
    .orderBy(asc(orders.deliverySlot), asc(orders.number))
    .limit(500);
}

/**
 * Locks the store's orders `ids` in id order (ADR 0006) and answers those that wait for a run;
 * an id not the store's is missing from `found`.
 */
export async function lockWaitingOrders(db: Executor, storeId: string, ids: readonly string[]) {
  const locked = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id))
    .for('update');
  const waiting = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(waitingCondition(storeId), inArray(orders.id, [...ids])));
  return { found: locked.map((row) => row.id), waiting: new Set(waiting.map((row) => row.id)) };
}

/** The store's orders `ids`, locked in id order (a run starting ships them). */
export function lockOrders(db: Executor, storeId: string, ids: readonly string[]) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, [...ids])))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The store's run with its zone's name and stops counted, locked when `lock`. */
export async function findRunRecord(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<RunRecord | undefined> {
  const row = await findStoreRun(db, storeId, id, lock);
  return row && (await withRunCounts(db, storeId, [row]))[0];
}
