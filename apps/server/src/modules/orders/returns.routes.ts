import type { FastifyInstance } from 'fastify';
import { returnEndpoints } from '@olivia/contracts/return-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ReturnsService } from './returns.service';

/** Returns: every signed-in user of the store; the session is the actor. */
export async function returnsRoutes(app: FastifyInstance, opts: { returns: ReturnsService }) {
  const { returns } = opts;

  route(app, returnEndpoints.list, (request) =>
    returns.list(sessionOf(request).storeId, request.query),
  );
  route(app, returnEndpoints.create, (request) => returns.create(sessionOf(request), request.body));
  route(app, returnEndpoints.update, (request) =>
    returns.update(sessionOf(request), request.params.id, request.body),
  );
}
