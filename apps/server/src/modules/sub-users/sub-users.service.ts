import { messages } from '@olivia/contracts/messages';
import type {
  CreateSubUserRequestSchema,
  SubUser,
  SubUsersQuerySchema,
  UpdateSubUserRequestSchema,
} from '@olivia/contracts/sub-users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { hashSecret, newToken } from '../../lib/secrets';
import { isDuplicateEmail } from '../accounts/public';
import { attachableBranch, branchNamesOf } from '../branches/public';
import type { PasswordsService } from '../passwords/passwords.service';
import type { SessionsService } from '../sessions/sessions.service';
import {
  deleteStoreSubUser,
  findStoreSubUser,
  insertSubUser,
  storeSubUsers,
  subUserStatus,
  updateStoreSubUser,
  type SubUserRow,
} from './sub-users.repository';

const toSubUser = (user: SubUserRow, branches?: Map<string, string>): SubUser => ({
  id: user.id,
  firstname: user.firstName,
  lastname: user.lastName,
  email: user.email,
  phone: user.phone,
  allowsubusertransfer: user.allowSubUserTransfer,
  viewbalance: user.viewBalance,
  status: subUserStatus(user),
  branchid: user.branchId,
  branch: (user.branchId && branches?.get(user.branchId)) || '',
  createdat: user.createdAt.toISOString(),
});

/**
 * The staff accounts of a store, on the resource kit (ADR 0008): every change is audited with
 * the main user as actor; another store's id answers 404.
 */
export function createSubUsersService(deps: {
  db: Database;
  sessions: Pick<SessionsService, 'endAllOf'>;
  passwords: Pick<PasswordsService, 'invite'>;
  now?: () => Date;
}) {
  const { db, sessions, passwords } = deps;
  const now = deps.now ?? (() => new Date());
  const subUsers = createResourceWriter(db, {
    entity: 'sub_user',
    find: (tx, storeId, id) => findStoreSubUser(tx, storeId, id, true),
    id: (row) => row.id,
    // The audit records what the API shows: never the password hash.
    snapshot: (row) => toSubUser(row),
  });

  /** The sub-user as the API shows them, with their branch's name. */
  async function named(storeId: string, row: SubUserRow): Promise<SubUser> {
    return toSubUser(row, await branchNamesOf(db, storeId, [row.branchId]));
  }

  return {
    async list(storeId: string, query: z.output<typeof SubUsersQuerySchema>) {
      const page = await storeSubUsers.page(db, storeId, query);
      const names = await branchNamesOf(
        db,
        storeId,
        page.content.map((row) => row.branchId),
      );
      return mapPage(page, (row) => toSubUser(row, names));
    },

    /** One sub-user of the store; another store's id answers 404. */
    async get(storeId: string, id: string): Promise<SubUser> {
      return named(storeId, await subUsers.get(storeId, id));
    },

    /** With a password the account is active at once; without, the sub-user is invited. */
    async create(actor: Actor, body: z.output<typeof CreateSubUserRequestSchema>) {
      const invited = body.password === undefined;
      // An invited account's password is a secret nobody knows until they choose their own.
      const passwordHash = await hashSecret(body.password ?? newToken());
      try {
        const user = await subUsers.create(actor, invited ? 'invited' : 'created', async (unit) => {
          const row = await insertSubUser(unit.tx, {
            storeId: actor.storeId,
            email: body.email,
            firstName: body.firstname,
            lastName: body.lastname,
            phone: body.phone,
            passwordHash,
            invitePending: invited,
            allowSubUserTransfer: body.allowsubusertransfer,
            viewBalance: body.viewbalance,
            branchId:
              body.branchid &&
              (await attachableBranch(unit.tx, actor.storeId, body.branchid, 'branchid')),
          });
          if (invited) await passwords.invite(unit, row);
          return row;
        });
        return named(actor.storeId, user);
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(messages.emailTaken);
        throw error;
      }
    },

    /** `disabled: true` ends the sub-user's sessions and refuses their sign-in; false allows it. */
    async update(actor: Actor, id: string, body: z.output<typeof UpdateSubUserRequestSchema>) {
      const user = await subUsers.update(actor, id, async ({ tx }, before) => {
        const disabling = body.disabled === true && !before.disabledAt;
        const enabling = body.disabled === false && before.disabledAt !== null;
        // A new branch must be an active one; keeping a deactivated branch is allowed.
        const branchId =
          body.branchid && body.branchid !== before.branchId
            ? await attachableBranch(tx, actor.storeId, body.branchid, 'branchid')
            : body.branchid;
        const row = await updateStoreSubUser(tx, actor.storeId, id, {
          firstName: body.firstname,
          lastName: body.lastname,
          phone: body.phone,
          allowSubUserTransfer: body.allowsubusertransfer,
          viewBalance: body.viewbalance,
          branchId,
          ...(disabling ? { disabledAt: now() } : enabling ? { disabledAt: null } : {}),
        });
        if (!row) throw new Error('a locked sub-user vanished');
        if (disabling) await sessions.endAllOf(id, tx);
        return { row, verb: disabling ? 'disabled' : enabling ? 'enabled' : 'updated' };
      });
      return named(actor.storeId, user);
    },

    /** A fresh set-password link for an invited sub-user; earlier links stop working. */
    async resendInvite(actor: Actor, id: string) {
      await subUsers.update(actor, id, async (unit, before) => {
        if (before.disabledAt) throw conflict(messages.subUserDisabled);
        if (!before.invitePending) throw conflict(messages.subUserAlreadyActive);
        await passwords.invite(unit, before);
        return { row: before, verb: 'invite_resent' };
      });
    },

    /** Removes the account; its sessions end with it. */
    async remove(actor: Actor, id: string) {
      await subUsers.remove(actor, 'removed', id, async ({ tx }) => {
        await sessions.endAllOf(id, tx);
        await deleteStoreSubUser(tx, actor.storeId, id);
      });
    },
  };
}

export type SubUsersService = ReturnType<typeof createSubUsersService>;
