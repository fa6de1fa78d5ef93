import { count, eq, sql } from 'drizzle-orm';
import { ReferralsQuerySchema } from '@olivia/contracts/referrals';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { defineList } from '../../lib/resource/list.repository';

export type ReferredStoreRow = typeof stores.$inferSelect;

/**
 * The stores that signed up with one referral code: `page(db, code, query)`. The list is scoped
 * by `referred_by` (the code) where other lists are scoped by their store's id; the index on
 * (referred_by, created_at, id) serves it.
 */
export const referredStores = defineList(ReferralsQuerySchema, {
  table: stores,
  store: stores.referredBy,
  id: stores.id,
  sorts: { signedupat: stores.createdAt, name: stores.name, verified: stores.isVerified },
  search: [stores.name],
  filters: { status: (status) => eq(stores.isVerified, status === 'verified') },
});

/** How many stores signed up with `code`, and how many of them are verified: one index walk. */
export async function countReferredStores(
  db: Executor,
  code: string,
): Promise<{ signedup: number; verified: number }> {
  const [counts] = await db
    .select({
      signedup: count(),
      verified: sql<number>`count(*) filter (where ${stores.isVerified})`.mapWith(Number),
    })
    .from(stores)
    .where(eq(stores.referredBy, code));
  return { signedup: counts?.signedup ?? 0, verified: counts?.verified ?? 0 };
}
