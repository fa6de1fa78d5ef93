import type { BulkProductStatusRequestSchema, BulkResult } from '@olivia/contracts/bulk';
import { serverErrors } from '@olivia/contracts/messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Actor } from '../../lib/resource/resource-writer';
import { lockStoreProductStatuses, setStoreProductStatuses } from './products-bulk.repository';

/** The bulk action's body, as the route has parsed it. */
export type BulkProductStatus = z.output<typeof BulkProductStatusRequestSchema>;

/**
 * The products bulk action (issue 13): sets the status of the store's products among `ids` in
 * one transaction, with one audit row per product whose status changed, as a single edit
 * writes it (`product.updated`, or `product.archived` when it is archived). A product already
 * in that status is done without a write; an id that is not the store's is refused as not
 * found and nothing of it changes.
 */
export async function setProductStatuses(
  db: Database,
  actor: Actor,
  body: BulkProductStatus,
): Promise<BulkResult> {
  const to = body.status;
  return withTransaction(db, async (tx) => {
    const found = await lockStoreProductStatuses(tx, actor.storeId, body.ids);
    const changing = found.filter((product) => product.status !== to);
    await setStoreProductStatuses(
      tx,
      actor.storeId,
      changing.map((product) => product.id),
      to,
    );
    for (const product of changing) {
      await insertAuditEntry(tx, {
        storeId: actor.storeId,
        actorUserId: actor.userId,
        action: to === 'archived' ? 'product.archived' : 'product.updated',
        entityType: 'product',
        entityId: product.id,
        changes: { status: { from: product.status, to } },
      });
    }
    const foundIds = new Set(found.map((product) => product.id));
    const ids = [...body.ids].sort();
    return {
      done: ids.filter((id) => foundIds.has(id)),
      refused: ids
        .filter((id) => !foundIds.has(id))
        .map((id) => ({ id, reason: serverErrors.notFound })),
    };
  });
}
