import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores, users } from '../../db/schema/accounts';

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

/** The store's staff PIN hash (null when the main user has not set it yet). */
export async function findStaffPin(db: Executor, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, pinHash: stores.staffPinHash })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

export async function saveStaffPinHash(
  db: Executor,
  storeId: string,
  pinHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(stores)
    .set({ staffPinHash: pinHash, staffPinChangedAt: at })
    .where(eq(stores.id, storeId));
}

/**
 * Replaces a PIN's hash of the old kind by its new one (ADR 0043), only if it is still the hash
 * that was checked: a PIN changed meanwhile stays as it was changed.
 */
export async function upgradePinHash(
  db: Executor,
  owner: { type: 'user' | 'store'; id: string },
  from: string,
  to: string,
): Promise<void> {
  if (owner.type === 'user') {
    await db
      .update(users)
      .set({ pinHash: to })
      .where(and(eq(users.id, owner.id), eq(users.pinHash, from)));
  } else {
    await db
      .update(stores)
      .set({ staffPinHash: to })
      .where(and(eq(stores.id, owner.id), eq(stores.staffPinHash, from)));
  }
}
