import type {
  BranchDetail,
  BranchRequestSchema,
  BranchesQuerySchema,
  UpdateBranchRequestSchema,
} from '@olivia/contracts/branches';
import { branchMessages } from '@olivia/contracts/branch-messages';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { findStoreAddress } from '../addresses/public';
import { toBranch, toBranchDetail } from './branch-dto';
import {
  branchRecords,
  deleteStoreBranch,
  findBranchStaff,
  findStoreBranch,
  findStoreUserId,
  insertBranch,
  isBranchInUse,
  storeBranches,
  updateStoreBranch,
  type BranchRecord,
} from './branches.repository';

type Links = { addressid?: string | null; managerid?: string | null };

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** 400 naming the field unless the address is the store's and the manager a user of it. */
async function checkLinks(tx: Executor, storeId: string, body: Links) {
  if (body.addressid && !(await findStoreAddress(tx, storeId, body.addressid))) {
    throw fieldError('addressid', branchMessages.branchAddressNotFound);
  }
  if (body.managerid && !(await findStoreUserId(tx, storeId, body.managerid))) {
    throw fieldError('managerid', branchMessages.branchManagerNotFound);
  }
}

async function recordOf(tx: Executor, storeId: string, id: string) {
  const row = await findStoreBranch(tx, storeId, id);
  if (!row) throw notFound();
  const [record] = await branchRecords(tx, storeId, [row]);
  if (!record) throw notFound();
  return record;
}

/**
 * The store's branches (issue 28, ADR 0035) on the resource kit: every user of the store reads
 * them, the main user changes them (`branch.created`, `.updated`, `.deactivated`,
 * `.activated`, `.removed` in the account log). The address must be one of the store's, the
 * manager one of its users; pickup needs an address. Deactivating moves nothing: its sub-users
 * and orders stay attached, and no new order may name it. Only a branch nothing is attached to
 * may be removed.
 */
export function createBranchesService(db: Database) {
  const writer = createResourceWriter(db, {
    entity: 'branch',
    find: async (tx, storeId, id) => {
      const row = await findStoreBranch(tx, storeId, id, 'update');
      return row && (await branchRecords(tx, storeId, [row]))[0];
    },
    id: (row: BranchRecord) => row.id,
    snapshot: toBranch,
  });

  return {
    async list(storeId: string, query: z.output<typeof BranchesQuerySchema>) {
      const page = await storeBranches.page(db, storeId, query);
      const content = await branchRecords(db, storeId, page.content);
      return { ...page, content: content.map(toBranch) };
    },

    /** One branch with its staff; another store's id answers 404. */
    async get(storeId: string, id: string): Promise<BranchDetail> {
      const record = await recordOf(db, storeId, id);
      return toBranchDetail(record, await findBranchStaff(db, storeId, id));
    },

    async create(actor: Actor, body: z.output<typeof BranchRequestSchema>) {
      const record = await writer.create(actor, 'created', async ({ tx }) => {
        await checkLinks(tx, actor.storeId, body);
        const row = await insertBranch(tx, {
          storeId: actor.storeId,
          name: body.name,
          kind: body.kind,
          addressId: body.addressid,
          phone: body.phone,
          hours: body.hours,
          managerUserId: body.managerid,
          pickup: body.pickup,
          pickupInstructions: body.pickupinstructions,
          active: body.active,
        });
        return recordOf(tx, actor.storeId, row.id);
      });
      return toBranchDetail(record, []);
    },

    /** `active` false deactivates, true activates again: the account log says which. */
    async update(actor: Actor, id: string, body: z.output<typeof UpdateBranchRequestSchema>) {
      const record = await writer.update(actor, id, async ({ tx }, before) => {
        await checkLinks(tx, actor.storeId, body);
        const addressId = body.addressid === undefined ? before.addressId : body.addressid;
        const pickup = body.pickup ?? before.pickup;
        if (pickup && addressId === null) {
          throw fieldError('addressid', branchMessages.pickupNeedsAddress);
        }
        const row = await updateStoreBranch(tx, actor.storeId, id, {
          name: body.name,
          kind: body.kind,
          addressId: body.addressid,
          phone: body.phone,
          hours: body.hours,
          managerUserId: body.managerid,
          pickup: body.pickup,
          pickupInstructions: body.pickupinstructions,
          active: body.active,
        });
        if (!row) throw new Error('a locked branch vanished');
        const verb =
          body.active === false && before.active
            ? 'deactivated'
            : body.active === true && !before.active
              ? 'activated'
              : 'updated';
        return { row: await recordOf(tx, actor.storeId, id), verb };
      });
      return toBranchDetail(record, await findBranchStaff(db, actor.storeId, id));
    },

    /** 409 while orders or sub-users are attached: those keep it, deactivated, as history. */
    async remove(actor: Actor, id: string) {
      await writer.remove(actor, 'removed', id, async ({ tx }) => {
        if (await isBranchInUse(tx, actor.storeId, id)) throw conflict(branchMessages.branchInUse);
        await deleteStoreBranch(tx, actor.storeId, id);
      });
    },
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
