import type { FastifyInstance } from 'fastify';
import { inventoryEndpoints } from '@olivia/contracts/inventory-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { InventoryService } from './inventory.service';

/** Stock levels and movements: every signed-in user of the store; the session is the actor. */
export async function inventoryRoutes(app: FastifyInstance, opts: { inventory: InventoryService }) {
  const { inventory } = opts;

  route(app, inventoryEndpoints.list, (request) =>
    inventory.list(sessionOf(request).storeId, request.query),
  );
  route(app, inventoryEndpoints.setThreshold, (request) =>
    inventory.setThreshold(sessionOf(request), request.params.id, request.body),
  );
  route(app, inventoryEndpoints.adjust, (request) =>
    inventory.adjust(sessionOf(request), request.body),
  );
  route(app, inventoryEndpoints.movements, (request) =>
    inventory.movements(sessionOf(request).storeId, request.query),
  );
}
