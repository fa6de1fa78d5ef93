import type { FastifyInstance } from 'fastify';
import {
  deliveryZoneEndpoints,
  storefrontDeliveryEndpoint,
} from '@olivia/contracts/delivery-zone-endpoints';
import { zoneCountryOf } from '@olivia/contracts/delivery-rules';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import { pickupPoints } from './pickup.repository';
import { activeStoreZones, storeBySlug } from './zones.repository';
import type { DeliveryZonesService } from './zones.service';

/** Delivery zones: read by every user of the store, changed by the main user (the contract). */
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
      const zoned =
        country !== null &&
        (await activeStoreZones(db, store.id)).some((zone) => zone.country === country);
      return { country, zoned, pickup: await pickupPoints(db, store.id) };
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
}
