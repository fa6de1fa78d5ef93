import type {
  Address,
  AddressRequestSchema,
  AddressesQuerySchema,
  UpdateAddressRequestSchema,
} from '@olivia/contracts/addresses';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound, unauthorized } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { editableFields, inCountry, toAddress } from './address-dto';
import {
  clearDefault,
  deleteStoreAddress,
  findStoreAddress,
  insertAddress,
  lockStoreAddressBook,
  storeAddresses,
  updateStoreAddress,
  type AddressRow,
} from './addresses.repository';
import { syncStoreAddressLine } from './store-address';

/** The signed-in main user, with the store's currency, which decides the country's rules. */
export type AddressActor = Actor & { currency: string };

/** The store's row first, then the address: the lock order of every address book change. */
async function holdBook(tx: Executor, storeId: string) {
  if (!(await lockStoreAddressBook(tx, storeId))) throw unauthorized();
}

/**
 * The store's address book (issue 25) on the resource kit: each change one unit of work with its
 * account-log row (`address.created`, `.updated`, `.removed`, `.made_default`). At most one
 * default per kind: making one unsets the one before in the same unit of work, under the
 * store's row lock, with the partial unique index as the last word. A change that touches the
 * default office address rewrites stores.address (what /store-setup shows) in that unit too.
 */
export function createAddressesService(db: Database) {
  const book = createResourceWriter(db, {
    entity: 'address',
    find: async (tx, storeId, id) => {
      await holdBook(tx, storeId);
      return findStoreAddress(tx, storeId, id, true);
    },
    id: (row: AddressRow) => row.id,
    snapshot: toAddress,
  });

  return {
    async list(storeId: string, query: z.output<typeof AddressesQuerySchema>) {
      const page = await storeAddresses.page(db, storeId, query);
      return { ...page, content: page.content.map(toAddress) };
    },

    async get(storeId: string, id: string): Promise<Address> {
      const row = await findStoreAddress(db, storeId, id);
      if (!row) throw notFound();
      return toAddress(row);
    },

    async create(actor: AddressActor, body: z.output<typeof AddressRequestSchema>) {
      const { isdefault, contactname, ...fields } = body;
      const row = await book.create(actor, 'created', async ({ tx }) => {
        await holdBook(tx, actor.storeId);
        const address = inCountry(actor.currency, { ...fields, contactName: contactname });
        if (isdefault) await clearDefault(tx, actor.storeId, body.kind);
        const created = await insertAddress(tx, {
          storeId: actor.storeId,
          ...address,
          isDefault: isdefault,
        });
        await syncStoreAddressLine(tx, actor.storeId);
        return created;
      });
      return toAddress(row);
    },

    /** A change of kind leaves the address without the default of either kind. */
    async update(
      actor: AddressActor,
      id: string,
      body: z.output<typeof UpdateAddressRequestSchema>,
    ) {
      const { contactname, ...fields } = body;
      const row = await book.update(actor, id, async ({ tx }, before) => {
        const changes = inCountry(actor.currency, {
          ...editableFields(before),
          ...fields,
          ...(contactname === undefined ? {} : { contactName: contactname }),
        });
        const updated = await updateStoreAddress(tx, actor.storeId, id, {
          ...changes,
          isDefault: changes.kind === before.kind && before.isDefault,
        });
        if (!updated) throw new Error('a locked address vanished');
        await syncStoreAddressLine(tx, actor.storeId);
        return { row: updated, verb: 'updated' };
      });
      return toAddress(row);
    },

    /** Deletes it; a default leaves its kind without one (the office: the store's address ''). */
    async remove(actor: Actor, id: string) {
      await book.remove(actor, 'removed', id, async ({ tx }) => {
        await deleteStoreAddress(tx, actor.storeId, id);
        await syncStoreAddressLine(tx, actor.storeId);
      });
    },

    async makeDefault(actor: Actor, id: string): Promise<Address> {
      const row = await book.update(actor, id, async ({ tx }, before) => {
        await clearDefault(tx, actor.storeId, before.kind, id);
        const updated = await updateStoreAddress(tx, actor.storeId, id, { isDefault: true });
        if (!updated) throw new Error('a locked address vanished');
        await syncStoreAddressLine(tx, actor.storeId);
        return { row: updated, verb: 'made_default' };
      });
      return toAddress(row);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
