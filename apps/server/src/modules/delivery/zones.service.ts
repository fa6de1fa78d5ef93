import type {
  DeliveryZone,
  DeliveryZoneRequestSchema,
  DeliveryZonesQuerySchema,
  UpdateDeliveryZoneRequestSchema,
} from '@olivia/contracts/delivery-zones';
import { zoneCountryOf } from '@olivia/contracts/delivery-rules';
import { deliveryMessages } from '@olivia/contracts/delivery-messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import {
  deleteStoreZone,
  findStoreZone,
  insertZone,
  storeCurrency,
  storeZones,
  updateStoreZone,
  withZoneOrderCounts,
  type ZoneRecord,
} from './zones.repository';

const toZone = (zone: ZoneRecord): DeliveryZone => ({
  id: zone.id,
  name: zone.name,
  country: zone.country === 'GB' ? 'GB' : 'NG',
  regions: zone.regions,
  fee: toMajorUnits(zone.fee),
  freeabove: zone.freeAbove === null ? null : toMajorUnits(zone.freeAbove),
  minorder: toMajorUnits(zone.minOrder),
  days: zone.days,
  slots: zone.slots,
  priority: zone.priority,
  active: zone.active,
  ordercount: zone.orderCount,
  createdat: zone.createdAt.toISOString(),
});

/** A zone's country must be the store's (NGN: NG, GBP: GB); otherwise 400 on `country`. */
async function ownCountry(tx: Executor, storeId: string, country: 'NG' | 'GB') {
  if (zoneCountryOf(await storeCurrency(tx, storeId)) !== country) {
    throw badRequest(deliveryMessages.zoneCountryMismatch, {
      country: [deliveryMessages.zoneCountryMismatch],
    });
  }
  return country;
}

const minor = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : toMinorUnits(value);

/**
 * The store's delivery zones (ADR 0036) on the resource kit: each change is audited
 * (`delivery_zone.created/updated/removed`). Orders keep the fee a zone gave them; removing a
 * zone leaves them as they are.
 */
export function createDeliveryZonesService(deps: { db: Database }) {
  const { db } = deps;
  const zones = createResourceWriter(db, {
    entity: 'delivery_zone',
    find: async (tx, storeId, id) => {
      const row = await findStoreZone(tx, storeId, id, 'update');
      return row && (await withZoneOrderCounts(tx, storeId, [row]))[0];
    },
    id: (zone) => zone.id,
    snapshot: toZone,
  });

  return {
    async list(storeId: string, query: z.output<typeof DeliveryZonesQuerySchema>) {
      const page = await storeZones.page(db, storeId, query);
      const content = await withZoneOrderCounts(db, storeId, page.content);
      return { ...page, content: content.map(toZone) };
    },

    async get(storeId: string, id: string): Promise<DeliveryZone> {
      return toZone(await zones.get(storeId, id));
    },

    async create(actor: Actor, body: z.output<typeof DeliveryZoneRequestSchema>) {
      const zone = await zones.create(actor, 'created', async ({ tx }) => {
        const row = await insertZone(tx, {
          storeId: actor.storeId,
          name: body.name,
          country: await ownCountry(tx, actor.storeId, body.country),
          regions: body.regions,
          fee: toMinorUnits(body.fee),
          freeAbove: minor(body.freeabove) ?? null,
          minOrder: toMinorUnits(body.minorder),
          days: [...body.days].sort((a, b) => a - b),
          slots: body.slots,
          priority: body.priority,
          active: body.active,
        });
        return { ...row, orderCount: 0 };
      });
      return toZone(zone);
    },

    async update(actor: Actor, id: string, body: z.output<typeof UpdateDeliveryZoneRequestSchema>) {
      const zone = await zones.update(actor, id, async ({ tx }, before) => {
        const row = await updateStoreZone(tx, actor.storeId, id, {
          name: body.name,
          country:
            body.country === undefined
              ? undefined
              : await ownCountry(tx, actor.storeId, body.country),
          regions: body.regions,
          fee: minor(body.fee) ?? undefined,
          freeAbove: minor(body.freeabove),
          minOrder: minor(body.minorder) ?? undefined,
          days: body.days && [...body.days].sort((a, b) => a - b),
          slots: body.slots,
          priority: body.priority,
          active: body.active,
        });
        if (!row) throw new Error('a locked zone vanished');
        return { row: { ...row, orderCount: before.orderCount }, verb: 'updated' };
      });
      return toZone(zone);
    },

    async remove(actor: Actor, id: string) {
      await zones.remove(actor, 'removed', id, ({ tx }) => deleteStoreZone(tx, actor.storeId, id));
    },
  };
}

export type DeliveryZonesService = ReturnType<typeof createDeliveryZonesService>;
