import type { FastifyInstance } from 'fastify';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { StoreSetupService } from './store-setup.service';

/**
 * The store's set-up: read by any user of the store, changed by the main user (contract `auth`).
 */
export async function storeSetupRoutes(app: FastifyInstance, opts: { setup: StoreSetupService }) {
  const { setup } = opts;

  route(app, storeSetupEndpoints.get, (r) => setup.get(sessionOf(r).storeId));
  route(app, storeSetupEndpoints.update, (r) => setup.update(sessionOf(r), r.body));
  route(app, storeSetupEndpoints.setLogo, (r) => setup.setLogo(sessionOf(r), r.body.logourl));
  route(app, storeSetupEndpoints.removeLogo, async (r) => {
    await setup.removeLogo(sessionOf(r));
    return { status: 200, message: 'Logo removed' };
  });
}
