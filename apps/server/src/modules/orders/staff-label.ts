import type { Executor } from '../../db/client';
import { findUserById } from '../accounts/public';

/**
 * A staff member's name as a stock movement or a timeline entry records it ("by"): kept as
 * written, so the record outlives the account.
 */
export async function staffLabel(db: Executor, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}
