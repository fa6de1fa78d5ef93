import type { FastifyInstance } from 'fastify';
import { addressEndpoints } from '@olivia/contracts/address-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AddressesService } from './addresses.service';

/** The store's address book: the main user (contract `auth`); the session is the actor. */
export async function addressesRoutes(app: FastifyInstance, opts: { addresses: AddressesService }) {
  const { addresses } = opts;

  route(app, addressEndpoints.list, (r) => addresses.list(sessionOf(r).storeId, r.query));
  route(app, addressEndpoints.get, (r) => addresses.get(sessionOf(r).storeId, r.params.id));
  route(app, addressEndpoints.create, (r) => addresses.create(sessionOf(r), r.body));
  route(app, addressEndpoints.update, (r) => addresses.update(sessionOf(r), r.params.id, r.body));
  route(app, addressEndpoints.remove, async (r) => {
    await addresses.remove(sessionOf(r), r.params.id);
    return { status: 200, message: 'Address removed' };
  });
  route(app, addressEndpoints.makeDefault, (r) => addresses.makeDefault(sessionOf(r), r.params.id));
}
