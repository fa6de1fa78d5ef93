import type {
  CreateSubUserRequestSchema,
  SubUser,
  UpdateSubUserRequestSchema,
} from '@olivia/contracts/sub-users';
import { messages } from '@olivia/contracts/messages';
import { SUB_USER } from '@olivia/contracts/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import {
  deleteStoreUser,
  findStoreUser,
  insertUser,
  isDuplicateEmail,
  listStoreUsersOfType,
  updateStoreUser,
  type UserRow,
} from '../accounts/users.repository';
import { revokeUserSessions } from '../sessions/sessions.repository';

const toSubUser = (user: UserRow): SubUser => ({
  id: user.id,
  firstname: user.firstName,
  lastname: user.lastName,
  email: user.email,
  phone: user.phone,
  allowsubusertransfer: user.allowSubUserTransfer,
  viewbalance: user.viewBalance,
  createdat: user.createdAt.toISOString(),
});

/** The staff accounts of a store. Every call is scoped to the caller's store. */
export function createSubUsersService(db: Database) {
  async function findSubUser(storeId: string, id: string): Promise<UserRow> {
    const user = await findStoreUser(db, storeId, id);
    if (!user || user.userType !== SUB_USER) throw notFound();
    return user;
  }

  return {
    async list(storeId: string) {
      const rows = await listStoreUsersOfType(db, storeId, SUB_USER);
      return { content: rows.map(toSubUser), total: rows.length };
    },

    async create(storeId: string, body: z.output<typeof CreateSubUserRequestSchema>) {
      try {
        const user = await insertUser(db, {
          storeId,
          userType: SUB_USER,
          email: body.email,
          firstName: body.firstname,
          lastName: body.lastname,
          phone: body.phone,
          passwordHash: await hashSecret(body.password),
          allowSubUserTransfer: body.allowsubusertransfer,
          viewBalance: body.viewbalance,
        });
        return toSubUser(user);
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(messages.emailTaken);
        throw error;
      }
    },

    async update(storeId: string, id: string, body: z.output<typeof UpdateSubUserRequestSchema>) {
      await findSubUser(storeId, id);
      const updated = await updateStoreUser(db, storeId, id, {
        firstName: body.firstname,
        lastName: body.lastname,
        phone: body.phone,
        allowSubUserTransfer: body.allowsubusertransfer,
        viewBalance: body.viewbalance,
      });
      if (!updated) throw notFound();
      return toSubUser(updated);
    },

    async remove(storeId: string, id: string) {
      await findSubUser(storeId, id);
      await db.transaction(async (tx) => {
        await revokeUserSessions(tx, id, new Date());
        await deleteStoreUser(tx, storeId, id);
      });
    },
  };
}

export type SubUsersService = ReturnType<typeof createSubUsersService>;
