import { and, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { TopUpsQuerySchema, type TOP_UP_STATES } from '@olivia/contracts/top-up';
import type { Executor } from '../../db/client';
import { stores } from '../../db/schema/accounts';
import { topUps, webhookEvents } from '../../db/schema/top-ups';
import { defineList } from '../../lib/resource/list.repository';

export type TopUpRow = typeof topUps.$inferSelect;

export async function insertTopUp(
  db: Executor,
  topUp: typeof topUps.$inferInsert,
): Promise<TopUpRow> {
  const [row] = await db.insert(topUps).values(topUp).returning();
  if (!row) throw new Error('insert into top_ups returned nothing');
  return row;
}

/** A top-up the store made itself: not a customer's account for an order or a link. */
const ownTopUp = and(
  isNull(topUps.orderId),
  isNull(topUps.linkPaymentId),
  isNull(topUps.invoicePaymentId),
);

/** The store's own top-up (an order's or a link's payment account is not one: ADR 0016, 0027). */
export async function findStoreTopUp(db: Executor, storeId: string, reference: string) {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.storeId, storeId), eq(topUps.reference, reference), ownTopUp));
  return row;
}

export async function findTopUpByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(topUps).where(eq(topUps.reference, reference));
  return row;
}

export async function findTopUpByAccountNumber(db: Executor, accountNumber: string) {
  const [row] = await db
    .select()
    .from(topUps)
    .where(eq(topUps.accountNumber, accountNumber))
    .orderBy(sql`${topUps.createdAt} DESC`)
    .limit(1);
  return row;
}

/** Paid in full: the fee included (the rule of `topUpState`, in SQL). */
const notPaidInFull = lt(topUps.amountPaid, sql`${topUps.amount} + ${topUps.fee}`);

const stateConditions: Record<(typeof TOP_UP_STATES)[number], SQL | undefined> = {
  /** Still waiting for the merchant's money: not paid in full, not cancelled, not expired. */
  open: and(notPaidInFull, isNull(topUps.cancelledAt), gt(topUps.expiresAt, sql`now()`)),
  cancelled: and(notPaidInFull, isNotNull(topUps.cancelledAt)),
};

/**
 * A store's top-ups (ADR 0008); few per store, so no counter or search column. The accounts
 * its customers pay storefront orders and payment links into are not listed here (ADR 0016, 0027).
 */
export const storeTopUps = defineList(TopUpsQuerySchema, {
  table: topUps,
  store: topUps.storeId,
  id: topUps.id,
  scope: ownTopUp,
  sorts: { createdat: topUps.createdAt, expiresat: topUps.expiresAt },
  search: [topUps.reference, topUps.accountNumber],
  filters: { state: (state) => stateConditions[state] },
});

/**
 * Locks the top-up for the rest of the transaction, so payments to it apply one at a time. Its
 * store is locked first (FOR KEY SHARE: payments to one store do not wait on each other), so a
 * deletion of the store, which locks the store before its top-ups, cannot deadlock with it
 * (ADR 0006). Once the store is gone the top-up comes back without one.
 */
export async function lockTopUp(db: Executor, reference: string) {
  await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(topUps, eq(topUps.storeId, stores.id))
    .where(eq(topUps.reference, reference))
    .for('key share', { of: stores });
  const [row] = await db.select().from(topUps).where(eq(topUps.reference, reference)).for('update');
  return row;
}

export async function recordPayment(
  db: Executor,
  id: string,
  payment: { paid: bigint; credited: bigint; at: Date },
): Promise<TopUpRow> {
  const [row] = await db
    .update(topUps)
    .set({
      amountPaid: sql`${topUps.amountPaid} + ${payment.paid.toString()}::bigint`,
      credited: sql`${topUps.credited} + ${payment.credited.toString()}::bigint`,
      lastPaidAt: payment.at,
    })
    .where(eq(topUps.id, id))
    .returning();
  if (!row) throw new Error('top-up vanished while locked');
  return row;
}

export async function markTopUpCancelled(db: Executor, id: string, at: Date): Promise<TopUpRow> {
  const [row] = await db
    .update(topUps)
    .set({ cancelledAt: at })
    .where(eq(topUps.id, id))
    .returning();
  if (!row) throw new Error('top-up vanished while locked');
  return row;
}

/** Records a webhook delivery, its body as the signed text; false when already received. */
export async function claimWebhookEvent(
  db: Executor,
  event: { provider: string; eventId: string; rawBody: string },
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Customers' transfer attempts of a store in [from, to) for the success rate (ADR 0028): an
 * order's or a link's temporary account that money reached (successful) or that closed without
 * any (abandoned); accounts still open are left out. Columns: day, channel, bank, outcome,
 * category, reason.
 */
export const transferAttemptsFragment = (storeId: string, from: Date, to: Date) => sql`
  select to_char(${topUps.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
         'transfer' as channel, ${topUps.bankName} as bank,
         case when ${topUps.amountPaid} > 0 then 'successful' else 'abandoned' end as outcome,
         case when ${topUps.amountPaid} > 0 then null else 'customer' end as category,
         case when ${topUps.amountPaid} > 0 then null else 'No transfer before the account closed' end as reason
    from ${topUps}
   where ${topUps.storeId} = ${storeId}
     and ${topUps.channel} = 'transfer'
     and (${topUps.orderId} is not null or ${topUps.linkPaymentId} is not null
          or ${topUps.invoicePaymentId} is not null)
     and ${topUps.createdAt} >= ${from.toISOString()} and ${topUps.createdAt} < ${to.toISOString()}
     and (${topUps.amountPaid} > 0 or ${topUps.expiresAt} <= now())`;
