import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deliveryRuns, deliveryStops, deliveryZones } from '../db/schema/delivery';
import { orders } from '../db/schema/orders';

const HOUR_MS = 3_600_000;

/** The day in Lagos (UTC+1) `daysAgo` days before `now`, as YYYY-MM-DD. */
const lagosDay = (now: Date, daysAgo: number) =>
  new Date(now.getTime() + HOUR_MS - daysAgo * 24 * HOUR_MS).toISOString().slice(0, 10);

/** The store's newest storefront delivery orders in `statuses`, newest first. */
const recent = (tx: Executor, storeId: string, statuses: string[], limit: number) =>
  tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.source, 'storefront'),
        eq(orders.fulfilment, 'delivery'),
        inArray(orders.status, statuses),
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(limit);

/**
 * Ada's delivery runs (issue 28, ADR 0036), over the orders her history already has: yesterday's
 * run by a named driver, completed (its orders delivered); today's run out with Tunde, one stop
 * delivered and two on the way (shipped orders); and the paid orders of the last days waiting
 * for a run, the newest on the island (this afternoon's window), the others in Lagos mainland.
 */
export async function seedDemoDeliveryRuns(
  tx: Executor,
  storeId: string,
  rider: { id: string; name: string; phone: string },
  now: Date,
): Promise<void> {
  const zones = await tx
    .select({ id: deliveryZones.id, name: deliveryZones.name })
    .from(deliveryZones)
    .where(eq(deliveryZones.storeId, storeId));
  const zoneId = (name: string) => zones.find((zone) => zone.name === name)?.id ?? null;
  const mainland = zoneId('Lagos mainland');
  const delivered = await recent(tx, storeId, ['delivered'], 4);
  const shipped = await recent(tx, storeId, ['shipped'], 2);
  const waiting = await recent(tx, storeId, ['paid', 'processing'], 4);

  const place = (ids: { id: string }[], values: Partial<typeof orders.$inferInsert>) =>
    ids.length === 0
      ? undefined
      : tx
          .update(orders)
          .set(values)
          .where(
            inArray(
              orders.id,
              ids.map((row) => row.id),
            ),
          );
  await place([...delivered, ...shipped, ...waiting.slice(1)], { deliveryZoneId: mainland });
  await place(waiting.slice(0, 1), {
    deliveryZoneId: zoneId('Lagos island'),
    deliverySlot: `${lagosDay(now, 0)} 14:00-18:00`,
  });

  const run = async (
    values: Omit<typeof deliveryRuns.$inferInsert, 'storeId'>,
    stops: { id: string; status: 'pending' | 'delivered'; doneAt?: Date; note?: string }[],
  ) => {
    if (stops.length === 0) return;
    const [row] = await tx
      .insert(deliveryRuns)
      .values({ storeId, ...values })
      .returning({ id: deliveryRuns.id });
    if (!row) throw new Error('no demo run written');
    await tx.insert(deliveryStops).values(
      stops.map((stop, index) => ({
        storeId,
        runId: row.id,
        orderId: stop.id,
        position: index + 1,
        status: stop.status,
        note: stop.note ?? '',
        doneAt: stop.doneAt ?? null,
      })),
    );
  };
  const yesterday = new Date(now.getTime() - 24 * HOUR_MS);
  await run(
    {
      runDate: lagosDay(now, 1),
      zoneId: mainland,
      riderName: 'Musa Ibrahim',
      riderPhone: '+2348055550101',
      status: 'completed',
      createdAt: new Date(yesterday.getTime() - 3 * HOUR_MS),
    },
    delivered.slice(1).map((order, index) => ({
      ...order,
      status: 'delivered' as const,
      doneAt: new Date(yesterday.getTime() + index * HOUR_MS),
      note: index === 0 ? 'Left with the security man' : '',
    })),
  );
  await run(
    {
      runDate: lagosDay(now, 0),
      zoneId: mainland,
      riderUserId: rider.id,
      riderName: rider.name,
      riderPhone: rider.phone,
      status: 'out',
      note: 'Call each customer 10 minutes before',
      createdAt: new Date(now.getTime() - 3 * HOUR_MS),
    },
    [
      ...delivered.slice(0, 1).map((order) => ({
        ...order,
        status: 'delivered' as const,
        doneAt: new Date(now.getTime() - HOUR_MS),
      })),
      ...shipped.map((order) => ({ ...order, status: 'pending' as const })),
    ],
  );
}
