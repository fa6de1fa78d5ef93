import type { FastifyInstance } from 'fastify';
import { branchEndpoints } from '@olivia/contracts/branch-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { BranchesService } from './branches.service';

/** Branches: any user of the store reads, the main user changes (contract `auth`). */
export async function branchesRoutes(app: FastifyInstance, opts: { branches: BranchesService }) {
  const { branches } = opts;

  route(app, branchEndpoints.list, (r) => branches.list(sessionOf(r).storeId, r.query));
  route(app, branchEndpoints.get, (r) => branches.get(sessionOf(r).storeId, r.params.id));
  route(app, branchEndpoints.create, (r) => branches.create(sessionOf(r), r.body));
  route(app, branchEndpoints.update, (r) => branches.update(sessionOf(r), r.params.id, r.body));
  route(app, branchEndpoints.remove, async (r) => {
    await branches.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Branch removed' };
  });
}
