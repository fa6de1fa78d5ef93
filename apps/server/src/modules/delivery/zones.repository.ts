import { and, eq, sql } from 'drizzle-orm';
import { DeliveryZonesQuerySchema } from '@olivia/contracts/delivery-zones';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { deliveryZones } from '../../db/schema/delivery';
import { orders } from '../../db/schema/orders';
import { defineList } from '../../lib/resource/list.repository';

export type ZoneRow = typeof deliveryZones.$inferSelect;
/** A zone with the number of orders it priced, as the API shows it. */
export type ZoneRecord = ZoneRow & { orderCount: number };
type NewZone = Omit<typeof deliveryZones.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ZoneChanges = Partial<Omit<NewZone, 'storeId'>>;

const ofStore = (storeId: string, id: string) =>
  and(eq(deliveryZones.storeId, storeId), eq(deliveryZones.id, id));

/** A store's zones: a short list, searched by name and regions, filtered by active. */
export const storeZones = defineList(DeliveryZonesQuerySchema, {
  table: deliveryZones,
  store: deliveryZones.storeId,
  id: deliveryZones.id,
  sorts: {
    createdat: deliveryZones.createdAt,
    name: deliveryZones.name,
    fee: deliveryZones.fee,
    priority: deliveryZones.priority,
  },
  search: [deliveryZones.name, sql`${deliveryZones.regions}::text`],
  filters: { status: (status) => eq(deliveryZones.active, status === 'active') },
});

/** The rows with the number of orders each priced (one grouped query). */
export async function withZoneOrderCounts(
  db: Executor,
  storeId: string,
  rows: ZoneRow[],
): Promise<ZoneRecord[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ zoneId: orders.deliveryZoneId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orders.deliveryZoneId} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(orders.deliveryZoneId);
  const byId = new Map(counts.map((row) => [row.zoneId, Number(row.count)]));
  return rows.map((row) => ({ ...row, orderCount: byId.get(row.id) ?? 0 }));
}

export async function findStoreZone(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<ZoneRow | undefined> {
  const query = db.select().from(deliveryZones).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The store's active zones (a checkout picks among them). */
export const activeStoreZones = (db: Executor, storeId: string) =>
  db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.storeId, storeId), eq(deliveryZones.active, true)));

/** The names of the store's zones, by id (an order's detail shows its zone's). */
export async function zoneNameOf(db: Executor, storeId: string, id: string | null) {
  if (!id) return '';
  const row = await findStoreZone(db, storeId, id);
  return row?.name ?? '';
}

export async function storeCurrency(db: Executor, storeId: string): Promise<string> {
  const [row] = await db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.currency ?? '';
}

export async function insertZone(db: Executor, zone: NewZone): Promise<ZoneRow> {
  const [row] = await db.insert(deliveryZones).values(zone).returning();
  if (!row) throw new Error('insert into delivery_zones returned nothing');
  return row;
}

export async function updateStoreZone(
  db: Executor,
  storeId: string,
  id: string,
  changes: ZoneChanges,
): Promise<ZoneRow | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteStoreZone(db: Executor, storeId: string, id: string) {
  await db.delete(deliveryZones).where(ofStore(storeId, id));
}

/** The store at `slug`: its id and currency (the storefront's delivery questions). */
export async function storeBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: stores.id, currency: stores.currency })
    .from(stores)
    .where(eq(stores.slug, slug));
  return row;
}
