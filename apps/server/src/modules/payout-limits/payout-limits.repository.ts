import { and, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { businessRegistrations, settlementAccounts } from '../../db/schema/agents';
import { payouts } from '../../db/schema/transfers';

/**
 * What a store's tier is decided from (ADR 0045): the store's verified flag (set when its BVN
 * matched, docs/product/records.md isVerified), the settlement account's ID on file (stores
 * outside Nigeria), and a checked business registration.
 */
export async function findTierFacts(db: Executor, storeId: string) {
  const [row] = await db
    .select({
      isVerified: stores.isVerified,
      currency: stores.currency,
      identificationFileId: settlementAccounts.identificationFileId,
      businessNumber: businessRegistrations.number,
    })
    .from(stores)
    .leftJoin(settlementAccounts, eq(settlementAccounts.storeId, stores.id))
    .leftJoin(businessRegistrations, eq(businessRegistrations.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) return undefined;
  const settlementId = row.currency !== 'NGN' && row.identificationFileId !== null;
  return {
    identityVerified: row.isVerified || settlementId,
    businessRegistered: row.businessNumber !== null,
  };
}

/**
 * The store's payouts in `currency` since `since` (minor units): settlements, and every other
 * kind (transfers, staff transfers, split shares) as transfers. A payout that failed or was
 * reversed gave its money back and does not count; nor does `exceptRef` (the payout being checked).
 */
export async function sumPayoutsSince(
  db: Executor,
  storeId: string,
  currency: string,
  since: Date,
  exceptRef?: string,
): Promise<{ transfer: bigint; settlement: bigint }> {
  const [row] = await db
    .select({
      transfer: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.kind} <> 'settlement'), 0)::text`,
      settlement: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.kind} = 'settlement'), 0)::text`,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.storeId, storeId),
        eq(payouts.currency, currency),
        gte(payouts.createdAt, since),
        notInArray(payouts.status, ['failed', 'reversed']),
        exceptRef === undefined ? undefined : ne(payouts.ref, exceptRef),
      ),
    );
  return { transfer: BigInt(row?.transfer ?? '0'), settlement: BigInt(row?.settlement ?? '0') };
}
