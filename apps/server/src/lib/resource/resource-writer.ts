import type { Database, Executor } from '../../db/client';
import { withTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../errors';
import { insertAuditEntry } from './audit.repository';

/** Who makes a change: a signed-in user of a store (a `Session` is one). */
export interface Actor {
  storeId: string;
  userId: string;
}

/** A row as the audit may record it: the fields the API shows, so never a secret. */
export type Snapshot = Record<string, unknown>;

/** One resource of a store, declared once in its module's service (ADR 0008). */
export interface ResourceDefinition<Row> {
  /** 'sub_user': the audit's entity type and the first part of its actions. */
  entity: string;
  /**
   * The store's row with this id, or undefined when it is missing or another store's (both
   * answer 404). Called inside the change's transaction: lock the row (FOR UPDATE) there, so
   * the audit's before and after are exact.
   */
  find(tx: Executor, storeId: string, id: string): Promise<Row | undefined>;
  id(row: Row): string;
  snapshot(row: Row): Snapshot;
}

/** The fields whose value differs, each as `{from, to}`. */
export function changedFields(before: Snapshot, after: Snapshot): Snapshot {
  const changes: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return changes;
}

/**
 * get/create/update/remove for one resource: each change runs in one unit of work with its
 * audit row (`<entity>.<verb>`, the actor, the changes), so a change is never without its
 * record; side effects queued on the unit run after the commit. The callbacks do the writes
 * through the module's repository.
 */
export function createResourceWriter<Row>(db: Database, resource: ResourceDefinition<Row>) {
  async function existing(tx: Executor, storeId: string, id: string): Promise<Row> {
    const row = await resource.find(tx, storeId, id);
    if (!row) throw notFound();
    return row;
  }
  const audit = (tx: Executor, actor: Actor, verb: string, row: Row, changes: Snapshot) =>
    insertAuditEntry(tx, {
      storeId: actor.storeId,
      actorUserId: actor.userId,
      action: `${resource.entity}.${verb}`,
      entityType: resource.entity,
      entityId: resource.id(row),
      changes,
    });

  return {
    /** The store's row, or 404. */
    get: (storeId: string, id: string) => existing(db, storeId, id),

    /** Inserts through `insert`; the audit records the new row. */
    create: (actor: Actor, verb: string, insert: (unit: UnitOfWork) => Promise<Row>) =>
      withTransaction(db, async (tx, afterCommit) => {
        const row = await insert({ tx, afterCommit });
        await audit(tx, actor, verb, row, resource.snapshot(row));
        return row;
      }),

    /**
     * Changes the store's row `id` (404 if it is not the store's) through `change`, which
     * answers the row afterwards and the verb; the audit records the fields that changed.
     */
    update: (
      actor: Actor,
      id: string,
      change: (unit: UnitOfWork, before: Row) => Promise<{ row: Row; verb: string }>,
    ) =>
      withTransaction(db, async (tx, afterCommit) => {
        const before = await existing(tx, actor.storeId, id);
        const { row, verb } = await change({ tx, afterCommit }, before);
        const changes = changedFields(resource.snapshot(before), resource.snapshot(row));
        await audit(tx, actor, verb, row, changes);
        return row;
      }),

    /**
     * Removes the store's row `id` (404 if it is not the store's); the audit keeps its last state.
     */
    remove: (
      actor: Actor,
      verb: string,
      id: string,
      remove: (unit: UnitOfWork, before: Row) => Promise<void>,
    ) =>
      withTransaction(db, async (tx, afterCommit) => {
        const before = await existing(tx, actor.storeId, id);
        await remove({ tx, afterCommit }, before);
        await audit(tx, actor, verb, before, resource.snapshot(before));
        return before;
      }),
  };
}

export type ResourceWriter<Row> = ReturnType<typeof createResourceWriter<Row>>;
