import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** The user's PIN hash (null when none is set yet), with who they are. */
export async function findUserPin(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      storeId: users.storeId,
      userType: users.userType,
      pinHash: users.pinHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function savePinHash(
  db: Executor,
  userId: string,
  pinHash: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ pinHash, pinChangedAt: at }).where(eq(users.id, userId));
}
