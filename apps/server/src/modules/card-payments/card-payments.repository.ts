import { and, eq, sql } from 'drizzle-orm';
import { CardPaymentsQuerySchema } from '@olivia/contracts/card-payments';
import type { Executor } from '../../db/client';
import { cardCharges } from '../../db/schema/card-charges';
import { defineList } from '../../lib/resource/list.repository';
import type { CardPaymentOutcome } from '../../payments/provider';

export type CardChargeRow = typeof cardCharges.$inferSelect;
type NewCardCharge = Omit<typeof cardCharges.$inferInsert, 'id'>;

/** Ours of the provider's states. */
const STATUS = {
  pending: 'pending',
  success: 'successful',
  failed: 'failed',
  abandoned: 'abandoned',
} as const;

export async function insertCardCharge(db: Executor, charge: NewCardCharge) {
  const [row] = await db.insert(cardCharges).values(charge).returning();
  if (!row) throw new Error('card charge insert returned no row');
  return row;
}

export async function findCardCharge(db: Executor, reference: string, lock?: 'update') {
  const query = db.select().from(cardCharges).where(eq(cardCharges.reference, reference));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * A store's charge; `lock` 'no key update' serialises its refunds (ADR 0030) while leaving the
 * key share a new refund's foreign key takes on it free, so two refunds never deadlock.
 */
export async function findStoreCardCharge(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'no key update',
) {
  const query = db
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.storeId, storeId), eq(cardCharges.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Adds to (or, for a failed refund, takes from) what a charge has refunded. */
export async function addRefunded(db: Executor, chargeId: string, amount: bigint) {
  await db
    .update(cardCharges)
    .set({ refunded: sql`${cardCharges.refunded} + ${amount}` })
    .where(eq(cardCharges.id, chargeId));
}

/**
 * Records what verifying the charge answered; a final state is never changed again (a success
 * stays a success whatever a later answer says). Answers the row, and whether it became final.
 */
export async function recordOutcome(
  db: Executor,
  charge: CardChargeRow,
  outcome: CardPaymentOutcome | { state: 'abandoned'; gatewayResponse: string },
  at: Date,
): Promise<{ row: CardChargeRow; settled: boolean }> {
  if (charge.status !== 'pending') return { row: charge, settled: false };
  const status = STATUS[outcome.state];
  const full = 'transactionId' in outcome ? outcome : undefined;
  const [row] = await db
    .update(cardCharges)
    .set({
      status,
      gatewayResponse: outcome.gatewayResponse,
      ...(full
        ? {
            transactionId: full.transactionId,
            steps: full.steps,
            failureCategory: full.failure ?? null,
            ...(full.card
              ? {
                  cardBrand: full.card.brand,
                  cardLast4: full.card.last4,
                  cardBin: full.card.bin,
                  cardExpiry: full.card.expiry,
                  cardBank: full.card.bank,
                }
              : {}),
          }
        : { failureCategory: 'customer' }),
      ...(status === 'pending' ? {} : { completedAt: at }),
    })
    .where(eq(cardCharges.id, charge.id))
    .returning();
  if (!row) throw new Error('a locked card charge vanished');
  return { row, settled: status !== 'pending' };
}

/** The store's card payments (/transactions/card), newest first by default. */
export const storeCardCharges = defineList(CardPaymentsQuerySchema, {
  table: cardCharges,
  store: cardCharges.storeId,
  id: cardCharges.id,
  sorts: { createdat: cardCharges.createdAt, amount: cardCharges.amount },
  search: [
    cardCharges.reference,
    cardCharges.payerEmail,
    cardCharges.payerName,
    cardCharges.cardLast4,
  ],
  filters: {
    status: (status) => eq(cardCharges.status, status),
    brand: (brand) => eq(cardCharges.cardBrand, brand),
    from: (from) => sql`${cardCharges.createdAt} >= ${from}::date`,
    to: (to) => sql`${cardCharges.createdAt} < ${to}::date + 1`,
  },
});

/**
 * A store's card attempts in [from, to) for the success rate (ADR 0028): every charge settled
 * (successful, failed, abandoned); pending ones are left out. Columns as the transfers'.
 */
export const cardAttemptsFragment = (storeId: string, from: Date, to: Date) => sql`
  select to_char(${cardCharges.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
         'card' as channel, ${cardCharges.cardBank} as bank,
         ${cardCharges.status} as outcome,
         case when ${cardCharges.status} = 'abandoned' then 'customer'
              else ${cardCharges.failureCategory} end as category,
         case when ${cardCharges.status} = 'successful' then null
              else ${cardCharges.gatewayResponse} end as reason
    from ${cardCharges}
   where ${cardCharges.storeId} = ${storeId}
     and ${cardCharges.status} <> 'pending'
     and ${cardCharges.createdAt} >= ${from.toISOString()} and ${cardCharges.createdAt} < ${to.toISOString()}`;
