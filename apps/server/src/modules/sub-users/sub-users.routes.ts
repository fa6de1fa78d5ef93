import type { FastifyInstance } from 'fastify';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { SubUsersService } from './sub-users.service';

const ok = (message: string) => ({ status: 200, message });

/**
 * Sub-user management: the store's main user only (docs/engineering.md#tenancy); the session is the
 * actor.
 */
export async function subUsersRoutes(app: FastifyInstance, opts: { subUsers: SubUsersService }) {
  route(app, subUserEndpoints.list, (request) =>
    opts.subUsers.list(sessionOf(request).storeId, request.query),
  );

  route(app, subUserEndpoints.get, (request) =>
    opts.subUsers.get(sessionOf(request).storeId, request.params.id),
  );

  route(app, subUserEndpoints.create, (request) =>
    opts.subUsers.create(sessionOf(request), request.body),
  );

  route(app, subUserEndpoints.update, (request) =>
    opts.subUsers.update(sessionOf(request), request.params.id, request.body),
  );

  route(app, subUserEndpoints.resendInvite, async (request) => {
    await opts.subUsers.resendInvite(sessionOf(request), request.params.id);
    return ok('Invitation sent');
  });

  route(app, subUserEndpoints.remove, async (request) => {
    await opts.subUsers.remove(sessionOf(request), request.params.id);
    return ok('Sub-user removed');
  });
}
