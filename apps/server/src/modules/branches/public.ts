import { branchMessages } from '@olivia/contracts/branch-messages';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findStoreBranch } from './branches.repository';

export { branchNamesOf } from './branches.repository';

/**
 * What other modules may use of branches: attaching a sub-user or an order to one (in the
 * caller's unit of work), and the names of branches for their lists.
 */

/**
 * The store's active branch `id`, held (key share) until the caller's transaction ends so it
 * cannot be deactivated or removed under the write; otherwise 400 naming `field`.
 */
export async function attachableBranch(
  tx: Executor,
  storeId: string,
  id: string,
  field: string,
): Promise<string> {
  const row = await findStoreBranch(tx, storeId, id, 'key share');
  if (!row?.active)
    throw badRequest(branchMessages.branchNotFound, { [field]: [branchMessages.branchNotFound] });
  return row.id;
}

/** Whether the store's branch `id` is active (a sub-user's default branch on a counter sale). */
export async function isActiveBranch(db: Executor, storeId: string, id: string) {
  const row = await findStoreBranch(db, storeId, id);
  return row?.active === true;
}
