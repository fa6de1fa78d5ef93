import type { Executor } from '../../db/client';
import { findUserById } from '../accounts/public';

/**
 * The name a movement shows under "by" (a staff member's first and last name, as they were when
 * it was written): the record keeps the label, so it outlives the account.
 */
export async function staffName(db: Executor, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}
