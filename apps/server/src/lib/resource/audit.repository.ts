import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

/** Records one change; call it with the change's own transaction. */
export async function insertAuditEntry(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
