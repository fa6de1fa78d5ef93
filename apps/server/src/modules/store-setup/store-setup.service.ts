import { messages } from '@olivia/contracts/messages';
import { toMajorUnits, toMinorUnits } from '@olivia/contracts/money';
import type { StoreSetup, UpdateStoreSetupRequestSchema } from '@olivia/contracts/store-setup';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { saveStoreAddressText } from '../addresses/public';
import type { FileLinks } from '../files/public';
import {
  findStoreSetup,
  updateStoreSetup,
  type StoreSetupChanges,
  type StoreSetupRow,
} from './store-setup.repository';

type SetupUpdate = z.output<typeof UpdateStoreSetupRequestSchema>;

/** The set-up as the API answers it; also what the audit records of the store. */
export function toStoreSetup(row: StoreSetupRow): StoreSetup {
  return {
    name: row.name,
    url: row.slug,
    description: row.description,
    email: row.contactEmail,
    phone: row.contactPhone,
    address: row.address,
    deliveryfee: toMajorUnits(row.deliveryFee),
    returnwindowdays: row.returnWindowDays,
    currency: row.currency,
    logourl: row.logoUrl,
  };
}

/**
 * The store's set-up and logo (issue 13): anyone of the store reads it, the main user changes it
 * (the routes check that). Each change is audited as `store.updated`, `store.logo_changed` or
 * `store.logo_removed` with the fields that changed. Sign-in answers `logourl` from the same
 * row, so the next sign-in and the header show a new logo.
 */
export function createStoreSetupService(deps: {
  db: Database;
  files: Pick<FileLinks, 'ownPublicLinks'>;
}) {
  const { db, files } = deps;
  const stores = createResourceWriter(db, {
    entity: 'store',
    // The actor's own store: its id is the session's, so another store's is never reached.
    find: async (tx, storeId, id) =>
      id === storeId ? findStoreSetup(tx, storeId, true) : undefined,
    id: (row) => row.id,
    snapshot: toStoreSetup,
  });

  const change = (
    actor: Actor,
    verb: string,
    changes: (tx: Executor) => Promise<StoreSetupChanges>,
  ) =>
    stores.update(actor, actor.storeId, async ({ tx }) => {
      const row = await updateStoreSetup(tx, actor.storeId, await changes(tx));
      if (!row) throw notFound();
      return { row, verb };
    });

  /** The logo's permanent link, when it names a logo this store uploaded. */
  async function ownLogo(tx: Executor, storeId: string, logoUrl: string) {
    const [link] = (await files.ownPublicLinks(tx, storeId, [logoUrl], ['logo'])) ?? [];
    if (!link)
      throw badRequest(messages.imageNotUploaded, { logourl: [messages.imageNotUploaded] });
    return link;
  }

  return {
    async get(storeId: string): Promise<StoreSetup> {
      const row = await findStoreSetup(db, storeId);
      if (!row) throw notFound();
      return toStoreSetup(row);
    },

    async update(actor: Actor, body: SetupUpdate): Promise<StoreSetup> {
      // The address is the default office address of the address book (issue 25), saved in
      // this unit of work, which rewrites stores.address from it.
      const row = await change(actor, 'updated', async (tx) => {
        await saveStoreAddressText(tx, actor, body.address);
        return {
          name: body.name,
          description: body.description,
          contactEmail: body.email,
          contactPhone: body.phone,
          deliveryFee: toMinorUnits(body.deliveryfee),
          ...(body.returnwindowdays === undefined
            ? {}
            : { returnWindowDays: body.returnwindowdays }),
        };
      });
      return toStoreSetup(row);
    },

    async setLogo(actor: Actor, logoUrl: string): Promise<StoreSetup> {
      const row = await change(actor, 'logo_changed', async (tx) => ({
        logoUrl: await ownLogo(tx, actor.storeId, logoUrl),
      }));
      return toStoreSetup(row);
    },

    async removeLogo(actor: Actor): Promise<void> {
      await change(actor, 'logo_removed', async () => ({ logoUrl: '' }));
    },
  };
}

export type StoreSetupService = ReturnType<typeof createStoreSetupService>;
