import type { FastifyInstance } from 'fastify';
import {
  deliveryZoneEndpoints,
  storefrontDeliveryEndpoint,
} from '@olivia/contracts/delivery-zone-endpoints';
import { placeKey, splitNgRegion, zoneCountryOf } from '@olivia/contracts/delivery-rules';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { pickupPoints } from './pickup.repository';
import { activeStoreZones, storeBySlug } from './zones.repository';
import type { DeliveryZonesService } from './zones.service';

/** Delivery zones: read by every user of the store, changed by the main user (the contract). */
/** The LGAs that regions name, by state: each once however it is spelt, in name order. */
function namedLgas(regions: string[]): Record<string, string[]> {
  const byState: Record<string, Map<string, string>> = {};
  for (const region of regions) {
    const [state, lga] = splitNgRegion(region);
    if (lga === undefined) continue;
    const known = (byState[state] ??= new Map());
    if (!known.has(placeKey(lga))) known.set(placeKey(lga), lga);
  }
  return Object.fromEntries(
    Object.entries(byState).map(([state, lgas]) => [
      state,
      [...lgas.values()].sort((a, b) => a.localeCompare(b)),
    ]),
  );
}

export async function deliveryZoneRoutes(
  app: FastifyInstance,
  opts: { zones: DeliveryZonesService; db: Database },
) {
  const { zones, db } = opts;
  route(app, deliveryZoneEndpoints.list, (request) =>
    zones.list(sessionOf(request).storeId, request.query),
  );
  route(app, deliveryZoneEndpoints.get, (request) =>
    zones.get(sessionOf(request).storeId, request.params.id),
  );
  route(app, deliveryZoneEndpoints.create, (request) =>
    zones.create(sessionOf(request), request.body),
  );
  route(app, deliveryZoneEndpoints.update, (request) =>
    zones.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, deliveryZoneEndpoints.remove, async (request) => {
    await zones.remove(sessionOf(request), request.params.id);
    return { status: 200, message: 'Delivery zone removed' };
  });
  // What the checkout form asks: the region when the store delivers by zones; pickup points.
  route(
    app,
    storefrontDeliveryEndpoint,
    async (request) => {
      const store = await storeBySlug(db, request.params.slug);
      if (!store) throw notFound();
      const country = zoneCountryOf(store.currency);
      const zones = (await activeStoreZones(db, store.id)).filter((z) => z.country === country);
      const zoned = country !== null && zones.length > 0;
      return {
        country,
        zoned,
        pickup: await pickupPoints(db, store.id),
        lgas: namedLgas(zones.flatMap((zone) => zone.regions)),
      };
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
}
