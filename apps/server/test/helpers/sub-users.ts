import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import type { CreateSubUserRequest, SubUser } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { users } from '../../src/db/schema/accounts';
import { auditLog } from '../../src/db/schema/audit-log';
import { signIn, STRONG_PASSWORD, uniqueEmail, type SignedIn } from './factories';
import { latestMailTo, testDatabase } from './test-app';

export const newStaff = (overrides: Partial<CreateSubUserRequest> = {}): CreateSubUserRequest => ({
  firstname: 'Tobi',
  lastname: 'Ade',
  email: uniqueEmail('staff'),
  phone: '08031112222',
  password: STRONG_PASSWORD,
  ...overrides,
});

/** Creates a sub-user in the owner's store (invited when `password` is undefined). */
export async function createStaff(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<CreateSubUserRequest> = {},
): Promise<SubUser> {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(subUserEndpoints.create),
    headers: owner.headers,
    payload: newStaff(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The headers of a signed-in sub-user of the owner's store. */
export async function staffHeaders(
  app: FastifyInstance,
  owner: SignedIn,
  overrides: Partial<CreateSubUserRequest> = {},
) {
  const staff = await createStaff(app, owner, overrides);
  const session = (await signIn(app, staff.email, STRONG_PASSWORD)).json();
  return { token: session.token as string, systemid: session.systemid as string };
}

/** The set-password link's token in the latest mail to `email`. */
export async function inviteToken(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const token = mail?.body.match(/http:\/\/olivia\.test\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no set-password link in ${mail?.body}`);
  return token;
}

export async function userIdOf(email: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The audit rows about one record, oldest first. */
export async function auditOf(entityId: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt));
}
