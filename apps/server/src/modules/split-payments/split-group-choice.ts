import { splitPaymentMessages } from '@olivia/contracts/split-payment-messages';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findActiveStoreGroup } from './split-payments.repository';

/**
 * The split a link or an invoice is given: null, or one of the store's active groups (400 on
 * `splitgroupid` otherwise: another store's group is no different from none).
 */
export async function chosenSplitGroup(
  tx: Executor,
  storeId: string,
  id: string | null,
): Promise<string | null> {
  if (id === null) return null;
  const group = await findActiveStoreGroup(tx, storeId, id);
  if (!group) {
    throw badRequest(splitPaymentMessages.splitGroupNotFound, {
      splitgroupid: [splitPaymentMessages.splitGroupNotFound],
    });
  }
  return group.id;
}
