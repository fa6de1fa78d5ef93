import { MAIN_USER, SUB_USER } from '@olivia/contracts/roles';
import type { StoredSetup, StoredUser } from '../../../lib/session';

/**
 * docs/product/roles.md: the main user sees the balance card; a sub-user only when
 * setup.viewbalance is true; any other user type sees none.
 */
export function canSeeBalanceCard(user: StoredUser | null, setup: StoredSetup): boolean {
  if (user?.userCategory === MAIN_USER) return true;
  return user?.userCategory === SUB_USER && setup.viewbalance === true;
}
