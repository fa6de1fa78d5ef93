import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { currentRequestOrigin } from '../request-origin';

export type AuditEntry = Omit<
  typeof auditLog.$inferInsert,
  'id' | 'createdAt' | 'ip' | 'userAgent'
>;

/**
 * `audit_log.actor_user_id` is required; a change made by a customer (a checkout, a payment)
 * or by the system (an expiry) is recorded under this nil id, and `changes.by` says which.
 */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Records one change; call it with the change's own transaction. The address and browser of the
 * request being served go with it (none for the server's own work).
 */
export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  const origin = currentRequestOrigin();
  await db
    .insert(auditLog)
    .values({ ...entry, ip: origin?.ip ?? null, userAgent: origin?.userAgent ?? null });
}

/**
 * Something a person did to their own account (a sign-in, a second factor set up), in the
 * account log: the person is the object, `user.<verb>` the action.
 */
export const recordUserAction = (
  db: Executor,
  user: { storeId: string; id: string },
  verb: string,
  changes: Record<string, unknown> = {},
) =>
  insertAuditEntry(db, {
    storeId: user.storeId,
    actorUserId: user.id,
    action: `user.${verb}`,
    entityType: 'user',
    entityId: user.id,
    changes,
  });
