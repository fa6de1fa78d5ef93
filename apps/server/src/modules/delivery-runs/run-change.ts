import type { Database } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Actor, Snapshot } from '../../lib/resource/resource-writer';
import { findRunRecord, type RunRecord } from './runs.repository';

/**
 * One change of a run in one unit of work: the run locked first (ADR 0006: the run, then its
 * stops, then their orders in id order), 404 when it is not the store's, then `work`, then the
 * account log's `delivery_run.<verb>` with the changes `work` answers.
 */
export function changeRun(
  db: Database,
  actor: Actor,
  id: string,
  work: (unit: UnitOfWork, run: RunRecord) => Promise<{ verb: string; changes: Snapshot }>,
): Promise<void> {
  return withTransaction(db, async (tx, afterCommit) => {
    const run = await findRunRecord(tx, actor.storeId, id, 'update');
    if (!run) throw notFound();
    const { verb, changes } = await work({ tx, afterCommit }, run);
    await insertAuditEntry(tx, {
      storeId: actor.storeId,
      actorUserId: actor.userId,
      action: `delivery_run.${verb}`,
      entityType: 'delivery_run',
      entityId: run.id,
      changes,
    });
  });
}
