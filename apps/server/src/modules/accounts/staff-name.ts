import type { Executor } from '../../db/client';
import { findUserById } from './users.repository';

/**
 * A staff member's first and last name as a record written on their behalf keeps it ("by" on a
 * stock movement or an order's timeline): stored as written, so the record outlives the account.
 */
export async function staffName(db: Executor, userId: string): Promise<string> {
  const user = await findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}
