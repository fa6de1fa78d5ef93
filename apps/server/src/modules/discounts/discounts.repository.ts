import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  CouponsQuerySchema,
  DiscountsQuerySchema,
  type DiscountState,
} from '@olivia/contracts/discounts';
import type { Executor } from '../../db/client';
import { brands, categories, products } from '../../db/schema/catalog';
import { couponCodes, discountRedemptions, discounts } from '../../db/schema/discounts';
import { defineList } from '../../lib/resource/list.repository';

export type DiscountRow = typeof discounts.$inferSelect;
export type NewDiscount = Omit<
  typeof discounts.$inferInsert,
  'id' | 'timesUsed' | 'discountGiven' | 'createdAt' | 'updatedAt'
>;
export type CouponRow = typeof couponCodes.$inferSelect;

/** Where a discount stands at `now`: inactive wins, then scheduled, expired, active. */
export function discountState(row: DiscountRow, now: Date): DiscountState {
  if (!row.active) return 'inactive';
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return 'active';
}

const STATE_CONDITIONS: Record<DiscountState, ReturnType<typeof sql>> = {
  inactive: sql`not ${discounts.active}`,
  scheduled: sql`${discounts.active} and ${discounts.startsAt} > now()`,
  expired: sql`${discounts.active} and ${discounts.startsAt} <= now() and ${discounts.endsAt} <= now()`,
  active: sql`${discounts.active} and ${discounts.startsAt} <= now() and (${discounts.endsAt} is null or ${discounts.endsAt} > now())`,
};

export const storeDiscounts = defineList(DiscountsQuerySchema, {
  table: discounts,
  store: discounts.storeId,
  id: discounts.id,
  sorts: { createdat: discounts.createdAt, name: discounts.name, timesused: discounts.timesUsed },
  search: [discounts.name],
  filters: {
    state: (state) => STATE_CONDITIONS[state],
    method: (method) => eq(discounts.method, method),
    kind: (kind) => eq(discounts.kind, kind),
  },
});

export const storeCoupons = defineList(CouponsQuerySchema, {
  table: couponCodes,
  store: couponCodes.storeId,
  id: couponCodes.id,
  sorts: { createdat: couponCodes.createdAt, code: couponCodes.code, used: couponCodes.used },
  search: [couponCodes.code],
  filters: {
    discount: (id) => eq(couponCodes.discountId, id),
    active: (active) => eq(couponCodes.active, active === 'true'),
  },
});

export async function findStoreDiscount(
  db: Executor,
  storeId: string,
  id: string,
  lock?: 'update',
) {
  const query = db
    .select()
    .from(discounts)
    .where(and(eq(discounts.storeId, storeId), eq(discounts.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertDiscount(db: Executor, row: NewDiscount): Promise<DiscountRow> {
  const [inserted] = await db.insert(discounts).values(row).returning();
  if (!inserted) throw new Error('discount insert returned no row');
  return inserted;
}

export async function updateStoreDiscount(
  db: Executor,
  storeId: string,
  id: string,
  changes: Partial<NewDiscount>,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(discounts.storeId, storeId), eq(discounts.id, id)))
    .returning();
  return row;
}

export async function deleteStoreDiscount(db: Executor, storeId: string, id: string) {
  await db.delete(discounts).where(and(eq(discounts.storeId, storeId), eq(discounts.id, id)));
}

/** How many codes each of `ids` has (one query). */
export async function codeCounts(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: couponCodes.discountId, n: sql<number>`count(*)::int` })
    .from(couponCodes)
    .where(inArray(couponCodes.discountId, ids))
    .groupBy(couponCodes.discountId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Which of `ids` are the store's products, categories or brands. */
export async function ownTargets(
  db: Executor,
  storeId: string,
  kind: 'products' | 'categories' | 'brands',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = { products, categories, brands }[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.storeId, storeId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The store's automatic discounts in force at `now`. */
export async function automaticDiscounts(db: Executor, storeId: string, now: Date) {
  return db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.storeId, storeId),
        eq(discounts.method, 'automatic'),
        eq(discounts.active, true),
        lte(discounts.startsAt, now),
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
      ),
    )
    .orderBy(asc(discounts.createdAt), asc(discounts.id));
}

/** The store's code (any case) with its discount; `lock` holds the code for its use. */
export async function findCoupon(db: Executor, storeId: string, code: string, lock?: 'update') {
  const query = db
    .select({ coupon: couponCodes, discount: discounts })
    .from(couponCodes)
    .innerJoin(discounts, eq(discounts.id, couponCodes.discountId))
    .where(and(eq(couponCodes.storeId, storeId), eq(couponCodes.code, code.trim().toUpperCase())));
  const [row] = lock ? await query.for('update', { of: couponCodes }) : await query;
  return row;
}

/** Times this customer (by e-mail) has used the code. */
export async function customerUses(db: Executor, couponId: string, email: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.couponCodeId, couponId),
        sql`lower(${discountRedemptions.customerEmail}) = lower(${email})`,
      ),
    );
  return row?.n ?? 0;
}

/** Counts one use of the code if its limit allows (one statement); false when used up. */
export async function useCoupon(db: Executor, couponId: string): Promise<boolean> {
  const rows = await db
    .update(couponCodes)
    .set({ used: sql`${couponCodes.used} + 1` })
    .where(
      and(
        eq(couponCodes.id, couponId),
        or(isNull(couponCodes.usageLimit), sql`${couponCodes.used} < ${couponCodes.usageLimit}`),
      ),
    )
    .returning({ id: couponCodes.id });
  return rows.length > 0;
}

export async function insertRedemptions(
  db: Executor,
  rows: (typeof discountRedemptions.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await db.insert(discountRedemptions).values(rows);
  for (const row of rows) {
    await db
      .update(discounts)
      .set({
        timesUsed: sql`${discounts.timesUsed} + 1`,
        discountGiven: sql`${discounts.discountGiven} + ${row.amount}`,
      })
      .where(eq(discounts.id, row.discountId));
  }
}

/** What a redemption belongs to: exactly one of an order, a link payment or an invoice. */
export type RedemptionOwner =
  { orderId: string } | { linkPaymentId: string } | { invoiceId: string };

const ownedBy = (owner: RedemptionOwner) =>
  'orderId' in owner
    ? eq(discountRedemptions.orderId, owner.orderId)
    : 'linkPaymentId' in owner
      ? eq(discountRedemptions.linkPaymentId, owner.linkPaymentId)
      : eq(discountRedemptions.invoiceId, owner.invoiceId);

/**
 * An order (link payment, invoice) that expired unpaid or was voided gives its discounts back:
 * the codes' uses and the figures, and its redemptions go. Answers what each discount gave and
 * its promotion (a used discount keeps its promotion, ADR 0037).
 */
export async function releaseOwnedRedemptions(db: Executor, owner: RedemptionOwner) {
  const rows = await db.delete(discountRedemptions).where(ownedBy(owner)).returning();
  const released: { amount: bigint; promotionId: string | null }[] = [];
  for (const row of rows) {
    const [discount] = await db
      .update(discounts)
      .set({
        timesUsed: sql`${discounts.timesUsed} - 1`,
        discountGiven: sql`${discounts.discountGiven} - ${row.amount}`,
      })
      .where(eq(discounts.id, row.discountId))
      .returning({ promotionId: discounts.promotionId });
    released.push({ amount: row.amount, promotionId: discount?.promotionId ?? null });
    if (row.couponCodeId) {
      await db
        .update(couponCodes)
        .set({ used: sql`greatest(${couponCodes.used} - 1, 0)` })
        .where(eq(couponCodes.id, row.couponCodeId));
    }
  }
  return released;
}

export async function insertCoupons(
  db: Executor,
  rows: (typeof couponCodes.$inferInsert)[],
): Promise<CouponRow[]> {
  if (rows.length === 0) return [];
  return db.insert(couponCodes).values(rows).returning();
}

export async function updateStoreCoupon(
  db: Executor,
  storeId: string,
  id: string,
  active: boolean,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(couponCodes)
    .set({ active })
    .where(and(eq(couponCodes.storeId, storeId), eq(couponCodes.id, id)))
    .returning();
  return row;
}

export async function findStoreCoupon(db: Executor, storeId: string, id: string, lock?: 'update') {
  const query = db
    .select()
    .from(couponCodes)
    .where(and(eq(couponCodes.storeId, storeId), eq(couponCodes.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Names of discounts by id (a coupon list's). */
export async function discountNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: discounts.id, name: discounts.name })
    .from(discounts)
    .where(inArray(discounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether the error is the unique index refusing a code the store already has. */
export function isCodeTaken(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return (
    cause.code === '23505' &&
    (cause.constraint === undefined || cause.constraint === 'coupon_codes_store_code_unique')
  );
}

/** Whether the store has a code a payer could type at `now` (a pay page shows the field then). */
export async function hasCodeDiscounts(db: Executor, storeId: string, now: Date) {
  const [row] = await db
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .innerJoin(discounts, eq(discounts.id, couponCodes.discountId))
    .where(
      and(
        eq(couponCodes.storeId, storeId),
        eq(couponCodes.active, true),
        eq(discounts.active, true),
        lte(discounts.startsAt, now),
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
