import type { FastifyInstance } from 'fastify';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { SubUsersService } from './sub-users.service';

/** Sub-user management: the store's main user only (DESIGN.md §8). */
export async function subUsersRoutes(app: FastifyInstance, opts: { subUsers: SubUsersService }) {
  route(app, subUserEndpoints.list, (request) => opts.subUsers.list(sessionOf(request).storeId));

  route(app, subUserEndpoints.create, (request) =>
    opts.subUsers.create(sessionOf(request).storeId, request.body),
  );

  route(app, subUserEndpoints.update, (request) =>
    opts.subUsers.update(sessionOf(request).storeId, request.params.id, request.body),
  );

  route(app, subUserEndpoints.remove, async (request) => {
    await opts.subUsers.remove(sessionOf(request).storeId, request.params.id);
    return { status: 200, message: 'Sub-user removed' };
  });
}
