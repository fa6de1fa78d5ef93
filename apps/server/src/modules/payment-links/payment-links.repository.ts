import { and, eq, gt, or, sql } from 'drizzle-orm';
import {
  LinkPaymentsQuerySchema,
  PaymentLinksQuerySchema,
  type PaymentLinkState,
} from '@olivia/contracts/payment-links';
import { MAIN_USER } from '@olivia/contracts/roles';
import type { Executor } from '../../db/client';
import { stores, users } from '../../db/schema/accounts';
import { linkPayments, paymentLinks } from '../../db/schema/payment-links';
import { defineList } from '../../lib/resource/list.repository';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLink = Omit<
  typeof paymentLinks.$inferInsert,
  'id' | 'views' | 'attempts' | 'payments' | 'revenue' | 'createdAt' | 'updatedAt'
>;
export type PaymentLinkChanges = Partial<Omit<NewPaymentLink, 'storeId' | 'currency'>>;
export type LinkPaymentRow = typeof linkPayments.$inferSelect;

const ofStore = (storeId: string, id: string) =>
  and(eq(paymentLinks.storeId, storeId), eq(paymentLinks.id, id));

const notExpired = sql`(${paymentLinks.expiresAt} is null or ${paymentLinks.expiresAt} > now())`;
const underLimit = sql`(${paymentLinks.completionLimit} is null or ${paymentLinks.payments} < ${paymentLinks.completionLimit})`;

/** Each state as a condition: the order of `linkState` (inactive, expired, completed). */
const STATE_CONDITIONS: Record<PaymentLinkState, ReturnType<typeof sql>> = {
  inactive: sql`not ${paymentLinks.active}`,
  expired: sql`${paymentLinks.active} and not ${notExpired}`,
  completed: sql`${paymentLinks.active} and ${notExpired} and not ${underLimit}`,
  active: sql`${paymentLinks.active} and ${notExpired} and ${underLimit}`,
};

/** Where a link stands for a payer at `now`: inactive wins, then expired, then completed. */
export function linkState(link: PaymentLinkRow, now: Date): PaymentLinkState {
  if (!link.active) return 'inactive';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  if (link.completionLimit !== null && link.payments >= link.completionLimit) return 'completed';
  return 'active';
}

/** A store's links: a short list, searched by name and address, filtered by state and amount. */
export const storePaymentLinks = defineList(PaymentLinksQuerySchema, {
  table: paymentLinks,
  store: paymentLinks.storeId,
  id: paymentLinks.id,
  sorts: {
    createdat: paymentLinks.createdAt,
    name: paymentLinks.name,
    payments: paymentLinks.payments,
    revenue: paymentLinks.revenue,
  },
  search: [paymentLinks.name, paymentLinks.slug],
  filters: {
    state: (state) => STATE_CONDITIONS[state],
    amounttype: (type) => eq(paymentLinks.amountType, type),
  },
});

/** A link's payments, newest first by default; the store id is the link's. */
export const linkPaymentsOf = (linkId: string) =>
  defineList(LinkPaymentsQuerySchema, {
    table: linkPayments,
    store: linkPayments.storeId,
    id: linkPayments.id,
    scope: eq(linkPayments.linkId, linkId),
    sorts: { createdat: linkPayments.createdAt, amount: linkPayments.amount },
    search: [linkPayments.name, linkPayments.email, linkPayments.reference],
    filters: {
      status: (status) => {
        if (status === 'expired') {
          return and(eq(linkPayments.status, 'pending'), sql`${linkPayments.expiresAt} <= now()`);
        }
        if (status === 'pending') {
          return and(eq(linkPayments.status, 'pending'), gt(linkPayments.expiresAt, sql`now()`));
        }
        return eq(linkPayments.status, status);
      },
    },
  });

export async function findStorePaymentLink(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
): Promise<PaymentLinkRow | undefined> {
  const query = db.select().from(paymentLinks).where(ofStore(storeId, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** The link at `/pay/<slug>`, whatever its store; locked for a payment's place under its limit. */
export async function findPaymentLinkBySlug(
  db: Executor,
  slug: string,
  lock?: 'update',
): Promise<PaymentLinkRow | undefined> {
  const query = db.select().from(paymentLinks).where(eq(paymentLinks.slug, slug));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function isSlugUsed(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.slug, slug));
  return row !== undefined;
}

/** A slug another link has (the unique index decides a race). */
export function isSlugTaken(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return (
    cause.code === '23505' &&
    (cause.constraint === undefined || cause.constraint === 'payment_links_slug_unique')
  );
}

export async function insertPaymentLink(db: Executor, link: NewPaymentLink) {
  const [row] = await db.insert(paymentLinks).values(link).returning();
  if (!row) throw new Error('payment link insert returned no row');
  return row;
}

export async function updateStorePaymentLink(
  db: Executor,
  storeId: string,
  id: string,
  changes: PaymentLinkChanges,
) {
  const [row] = await db
    .update(paymentLinks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteStorePaymentLink(db: Executor, storeId: string, id: string) {
  await db.delete(paymentLinks).where(ofStore(storeId, id));
}

/** Counts a page view by a person. */
export async function countLinkView(db: Executor, id: string) {
  await db
    .update(paymentLinks)
    .set({ views: sql`${paymentLinks.views} + 1` })
    .where(eq(paymentLinks.id, id));
}

/**
 * Payments holding a place under the link's limit at `now`: paid ones, and pending ones whose
 * account is still open. Read with the link locked, so two payers never take the last place.
 */
export async function placesTaken(db: Executor, linkId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(linkPayments)
    .where(
      and(
        eq(linkPayments.linkId, linkId),
        or(
          eq(linkPayments.status, 'paid'),
          and(eq(linkPayments.status, 'pending'), gt(linkPayments.expiresAt, now)),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** Whether anybody has paid on the link (a paid link is never deleted). */
export async function hasPayments(db: Executor, linkId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: linkPayments.id })
    .from(linkPayments)
    .where(and(eq(linkPayments.linkId, linkId), gt(linkPayments.amountPaid, 0n)))
    .limit(1);
  return row !== undefined;
}

export async function insertLinkPayment(
  db: Executor,
  payment: Omit<
    typeof linkPayments.$inferInsert,
    'id' | 'amountPaid' | 'credited' | 'status' | 'createdAt' | 'paidAt'
  >,
): Promise<LinkPaymentRow> {
  const [row] = await db.insert(linkPayments).values(payment).returning();
  if (!row) throw new Error('link payment insert returned no row');
  await db
    .update(paymentLinks)
    .set({ attempts: sql`${paymentLinks.attempts} + 1` })
    .where(eq(paymentLinks.id, payment.linkId));
  return row;
}

export async function findLinkPayment(
  db: Executor,
  id: string,
  lock?: 'update',
): Promise<LinkPaymentRow | undefined> {
  const query = db.select().from(linkPayments).where(eq(linkPayments.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** A payment that will bring no money (no account, a card that failed): its place is freed. */
export async function markLinkPaymentFailed(db: Executor, id: string) {
  await db
    .update(linkPayments)
    .set({ status: 'failed' })
    .where(and(eq(linkPayments.id, id), eq(linkPayments.status, 'pending')));
}

/** Whether a payment holds its products' stock (taken when started, given back unpaid). */
export async function setStockHeld(db: Executor, id: string, held: boolean) {
  await db.update(linkPayments).set({ stockHeld: held }).where(eq(linkPayments.id, id));
}

/** Records money into a link payment's account, and (when it completes it) the link's figures. */
export async function recordLinkPayment(
  db: Executor,
  payment: LinkPaymentRow,
  received: { paidNow: bigint; credited: bigint; paidAt: Date },
): Promise<{ payment: LinkPaymentRow; becamePaid: boolean }> {
  const amountPaid = payment.amountPaid + received.paidNow;
  const becamePaid = payment.status !== 'paid' && amountPaid >= payment.amount;
  const [row] = await db
    .update(linkPayments)
    .set({
      amountPaid,
      credited: payment.credited + received.credited,
      ...(becamePaid ? { status: 'paid', paidAt: received.paidAt } : {}),
    })
    .where(eq(linkPayments.id, payment.id))
    .returning();
  if (!row) throw new Error('a locked link payment vanished');
  await db
    .update(paymentLinks)
    .set({
      revenue: sql`${paymentLinks.revenue} + ${received.paidNow}`,
      ...(becamePaid ? { payments: sql`${paymentLinks.payments} + 1` } : {}),
    })
    .where(eq(paymentLinks.id, payment.linkId));
  return { payment: row, becamePaid };
}

/** What a link's pages and payments need of its store; `ownerIsAgent` as the checkout's. */
export async function findLinkStore(db: Executor, storeId: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      currency: stores.currency,
      logoUrl: stores.logoUrl,
      ownerIsAgent: users.isAgent,
    })
    .from(stores)
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, MAIN_USER)))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

export async function findPaymentLinkRow(db: Executor, id: string) {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row;
}
