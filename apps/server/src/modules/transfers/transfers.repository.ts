import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { beneficiaries, payouts, transferQuotes } from '../../db/schema/transfers';

export type QuoteRow = typeof transferQuotes.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

export async function insertQuote(db: Executor, quote: typeof transferQuotes.$inferInsert) {
  await db.insert(transferQuotes).values(quote);
}

/** The store's quote under `ref`; another store's ref finds nothing. */
export async function findStoreQuote(db: Executor, storeId: string, ref: string) {
  const [row] = await db
    .select()
    .from(transferQuotes)
    .where(and(eq(transferQuotes.storeId, storeId), eq(transferQuotes.ref, ref)));
  return row;
}

/** Forgets quotes that can no longer be sent. */
export async function deleteQuotesExpiredBefore(db: Executor, at: Date): Promise<void> {
  await db.delete(transferQuotes).where(lte(transferQuotes.expiresAt, at));
}

/**
 * Records a payout under its `ref`, the request's idempotency key: the first request inserts it,
 * a concurrent one with the same ref waits on the unique index and then finds it taken
 * (undefined), so only one request ever moves money or calls the provider.
 */
export async function claimPayout(db: Executor, payout: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(payout).onConflictDoNothing().returning();
  return row;
}

export async function findPayout(db: Executor, ref: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.ref, ref));
  return row;
}

/**
 * Locks a payout for the rest of the transaction, so its outcomes apply one at a time; its store
 * first (FOR KEY SHARE), as a top-up's payment does, so a deletion cannot deadlock with it.
 */
export async function lockPayout(db: Executor, ref: string) {
  await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(payouts, eq(payouts.storeId, stores.id))
    .where(eq(payouts.ref, ref))
    .for('key share', { of: stores });
  const [row] = await db.select().from(payouts).where(eq(payouts.ref, ref)).for('update');
  return row;
}

export async function updatePayout(
  db: Executor,
  id: string,
  change: Partial<Omit<typeof payouts.$inferInsert, 'id' | 'ref'>>,
): Promise<PayoutRow> {
  const [row] = await db.update(payouts).set(change).where(eq(payouts.id, id)).returning();
  if (!row) throw new Error('payout vanished');
  return row;
}

/**
 * Takes up to `limit` pending payouts whose check is due, for this process only: each is leased
 * (its next check pushed `leaseMs` ahead) in the same statement, and rows another process is
 * taking are skipped, so two servers never ask about the same payout at once.
 */
export async function leaseDuePayouts(db: Executor, at: Date, leaseMs: number, limit: number) {
  const due = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.status, 'pending'), lte(payouts.nextCheckAt, at)))
    .orderBy(asc(payouts.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(payouts)
    .set({
      nextCheckAt: new Date(at.getTime() + leaseMs),
      checks: sql`${payouts.checks} + 1`,
    })
    .where(inArray(payouts.id, due))
    .returning();
}

/** Keeps a paid account for the store; the same bank and account once. */
export async function saveBeneficiary(db: Executor, row: typeof beneficiaries.$inferInsert) {
  await db
    .insert(beneficiaries)
    .values(row)
    .onConflictDoUpdate({
      target: [beneficiaries.storeId, beneficiaries.bankCode, beneficiaries.accountNumber],
      set: { name: row.name, bankName: row.bankName },
    });
}

export async function listStoreBeneficiaries(db: Executor, storeId: string) {
  return db
    .select()
    .from(beneficiaries)
    .where(eq(beneficiaries.storeId, storeId))
    .orderBy(asc(beneficiaries.name), asc(beneficiaries.id));
}

/** Deletes the store's beneficiary; false when it is not the store's (or not there). */
export async function deleteStoreBeneficiary(db: Executor, storeId: string, id: string) {
  const deleted = await db
    .delete(beneficiaries)
    .where(and(eq(beneficiaries.storeId, storeId), eq(beneficiaries.id, id)))
    .returning({ id: beneficiaries.id });
  return deleted.length > 0;
}

/** A store's payouts of one kind created in [from, to], newest first (settlement history). */
export async function listStorePayouts(
  db: Executor,
  query: { storeId: string; kind: string; from: Date; to: Date; offset: number; limit: number },
) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.storeId, query.storeId),
        eq(payouts.kind, query.kind),
        gte(payouts.createdAt, query.from),
        lte(payouts.createdAt, query.to),
      ),
    )
    .orderBy(desc(payouts.createdAt))
    .offset(query.offset)
    .limit(query.limit);
}
