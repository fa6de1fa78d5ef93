import { AccountLogsQuerySchema, ACCOUNT_LOG_OBJECTS } from '@olivia/contracts/account-logs';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit-log';
import { defineList } from '../../lib/resource/list.repository';

export type AuditRow = typeof auditLog.$inferSelect;

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** The object types of one group, for the group filter. */
const objectsOf = (group: string) =>
  Object.entries(ACCOUNT_LOG_OBJECTS)
    .filter(([, of]) => of === group)
    .map(([object]) => object);

/** The store's account log, newest first; the person filter walks (store, actor, time). */
export const storeAccountLog = defineList(AccountLogsQuerySchema, {
  table: auditLog,
  store: auditLog.storeId,
  id: auditLog.id,
  sorts: { createdat: auditLog.createdAt, action: auditLog.action },
  search: [auditLog.action, auditLog.entityType, auditLog.entityId, auditLog.ip],
  filters: {
    actor: (id) => eq(auditLog.actorUserId, id),
    group: (group) => inArray(auditLog.entityType, objectsOf(group)),
    object: (object) => eq(auditLog.entityType, object),
    from: (day) => gte(auditLog.createdAt, startOfDay(day)),
    to: (day) => lt(auditLog.createdAt, startOfNextDay(day)),
  },
});

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The store's people among `ids` (someone removed from the store is not among them). */
export async function findStorePeople(
  db: Executor,
  storeId: string,
  ids?: string[],
): Promise<Person[]> {
  if (ids?.length === 0) return [];
  const person = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  };
  return db
    .select(person)
    .from(users)
    .where(and(eq(users.storeId, storeId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
