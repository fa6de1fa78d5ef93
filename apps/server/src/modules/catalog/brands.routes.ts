import type { FastifyInstance } from 'fastify';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { BrandsService } from './brands.service';

/** The store's brands: every signed-in user of the store; the session is the actor. */
export async function brandRoutes(app: FastifyInstance, opts: { brands: BrandsService }) {
  const { brands } = opts;
  route(app, brandEndpoints.list, (request) =>
    brands.list(sessionOf(request).storeId, request.query),
  );
  route(app, brandEndpoints.get, (request) =>
    brands.get(sessionOf(request).storeId, request.params.id),
  );
  route(app, brandEndpoints.create, (request) => brands.create(sessionOf(request), request.body));
  route(app, brandEndpoints.update, (request) =>
    brands.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, brandEndpoints.remove, async (request) => {
    await brands.remove(sessionOf(request), request.params.id);
    return { status: 200, message: 'Brand removed' };
  });
}
