import type { Executor } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { shareLockStore } from './stores.repository';

/**
 * The first step of a unit of work that writes rows referencing the session's store (a payout,
 * an advert, a top-up, a domain and their wallet rows): holds the store FOR KEY SHARE (ADR 0006,
 * level 2) before anything is written, so the store's deletion waits for this unit, or this unit
 * for it. A store deleted first answers 401 'Tokens Does Not Exist....' (its sessions went with
 * it) instead of failing on a foreign key with a 500 (issue 25). The insert's foreign key would
 * take the same lock; taking it first is what lets the loser answer truthfully.
 */
export async function holdStore(tx: Executor, storeId: string): Promise<void> {
  if (!(await shareLockStore(tx, storeId))) throw unauthorized();
}
