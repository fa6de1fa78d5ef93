import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/accounts';
import { auditLog } from '../../../src/db/schema/audit-log';
import { DomainError } from '../../../src/lib/errors';
import { changedFields, createResourceWriter } from '../../../src/lib/resource/resource-writer';
import {
  findStoreSubUser,
  updateStoreSubUser,
} from '../../../src/modules/sub-users/sub-users.repository';
import { signUp } from '../../helpers/factories';
import { createStaff, userIdOf } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('changedFields', () => {
  it('keeps only the fields whose value differs, as from and to', () => {
    expect(changedFields({ a: 1, b: 'x', c: true }, { a: 1, b: 'y', d: 2 })).toEqual({
      b: { from: 'x', to: 'y' },
      c: { from: true, to: null },
      d: { from: null, to: 2 },
    });
  });
});

describe('createResourceWriter', () => {
  it('writes a change and its audit row together, or neither', async () => {
    const { db } = await testDatabase();
    const owner = await signUp(app);
    const staff = await createStaff(app, owner);
    const ownerId = await userIdOf(owner.email);
    const [ownerRow] = await db.select().from(users).where(eq(users.id, ownerId));
    const storeId = ownerRow?.storeId ?? '';
    const actor = { storeId, userId: ownerId };
    const writer = createResourceWriter(db, {
      entity: 'probe',
      find: (tx, store, id) => findStoreSubUser(tx, store, id, true),
      id: (row) => row.id,
      snapshot: (row) => ({ firstname: row.firstName }),
    });
    const failing = writer.update(actor, staff.id, async ({ tx }) => {
      await updateStoreSubUser(tx, storeId, staff.id, { firstName: 'Never' });
      throw new Error('the change fails after its write');
    });
    await expect(failing).rejects.toThrow('the change fails after its write');
    expect((await findStoreSubUser(db, storeId, staff.id))?.firstName).toBe('Tobi');
    expect(await db.select().from(auditLog).where(eq(auditLog.entityType, 'probe'))).toEqual([]);

    const missing = writer.update(actor, ownerId, async () => {
      throw new Error('not reached: the main user is no sub-user');
    });
    await expect(missing).rejects.toMatchObject({ code: 'not_found' });
    await expect(missing).rejects.toBeInstanceOf(DomainError);
  });
});
