import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settlementAccounts } from '../../db/schema/agents';
import { auditLog } from '../../db/schema/audit-log';

/** The account log's actions that record an identity check (ADR 0045). */
export const CHECK_ACTIONS = [
  'agent.verified',
  'agent.blocked',
  'settlement_account.created',
  'settlement_account.updated',
  'business_registration.verified',
] as const;

/** The store's identity checks in its account log, newest first (at most 20). */
export async function listIdentityChecks(db: Executor, storeId: string) {
  return db
    .select({ action: auditLog.action, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), inArray(auditLog.action, [...CHECK_ACTIONS])))
    .orderBy(desc(auditLog.createdAt))
    .limit(20);
}

/** The settlement account's ID on file and when it was last saved (stores outside Nigeria). */
export async function findSettlementIdentification(db: Executor, storeId: string) {
  const [row] = await db
    .select({
      fileId: settlementAccounts.identificationFileId,
      updatedAt: settlementAccounts.updatedAt,
    })
    .from(settlementAccounts)
    .where(eq(settlementAccounts.storeId, storeId));
  return row;
}
