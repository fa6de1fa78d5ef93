import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryRuns, deliveryStops } from '../../db/schema/delivery';

/** The latest stop of an order on a started run, with its run's rider (the customer's page). */
export async function latestStopOf(db: Executor, orderId: string) {
  const [row] = await db
    .select({ stop: deliveryStops, riderName: deliveryRuns.riderName })
    .from(deliveryStops)
    .innerJoin(deliveryRuns, eq(deliveryRuns.id, deliveryStops.runId))
    .where(and(eq(deliveryStops.orderId, orderId), ne(deliveryRuns.status, 'planned')))
    .orderBy(sql`${deliveryStops.doneAt} desc nulls first`, sql`${deliveryStops.id} desc`)
    .limit(1);
  return row;
}
