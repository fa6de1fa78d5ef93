import {
  priceDiscounts,
  type CartPricing,
  type PricingDiscount,
  type PricingLine,
} from '@olivia/contracts/discount-pricing';
import { discountMessages } from '@olivia/contracts/discount-messages';
import { capSavings } from '@olivia/contracts/promotion-budget';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  chargePromotions,
  orderTotal,
  releasePromotions,
  runningPromotions,
} from '../promotions/public';
import {
  automaticDiscounts,
  customerUses,
  discountState,
  findCoupon,
  findStoreDiscount,
  insertRedemptions,
  releaseOwnedRedemptions,
  useCoupon,
  type CouponRow,
  type DiscountRow,
  type RedemptionOwner,
} from './discounts.repository';

/** A discount row as the pricing rules read it. */
export const toPricing = (row: DiscountRow): PricingDiscount => ({
  id: row.id,
  kind: row.kind as PricingDiscount['kind'],
  value: row.value,
  appliesTo: row.appliesTo as PricingDiscount['appliesTo'],
  targetIds: row.targetIds,
  buyQuantity: row.buyQuantity,
  getQuantity: row.getQuantity,
  minSubtotal: row.minSubtotal,
  minQuantity: row.minQuantity,
  combinable: row.combinable,
});

/** What a cart gets: the pricing, the discounts applied, the code used and how it fared. */
export interface CartDiscounts {
  pricing: CartPricing;
  applied: DiscountRow[];
  /** The code's coupon, when its discount is among those applied. */
  coupon: CouponRow | undefined;
  /** '' without a code; 'applied'; or the contract's message saying why not. */
  codeStatus: string;
}

/**
 * The discounts a cart gets at `now` (ADR 0034): the store's automatic ones in force and the
 * one the code names, priced by discount-pricing.ts. A discount of a promotion that is not
 * running gives nothing, and a promotion's discounts give at most what is left of its budget
 * (ADR 0037). In a checkout's transaction (`lock`), the code's row is locked first, then the
 * promotions', so limits and budgets are read and moved by one checkout at a time.
 */
export async function discountsFor(
  db: Executor,
  cart: {
    storeId: string;
    lines: PricingLine[];
    deliveryFee: bigint;
    code: string;
    email?: string;
    now: Date;
    lock?: boolean;
    /** false: only the code's (a payment link's, an invoice's); the automatic ones are not. */
    automatic?: boolean;
    /** A discount the merchant picked (an invoice's) instead of a code: 404 if not the store's. */
    discountId?: string | null;
  },
): Promise<CartDiscounts> {
  const { storeId, lines, deliveryFee, now } = cart;
  let codeStatus = '';
  let candidate: { coupon: CouponRow | undefined; discount: DiscountRow } | undefined;
  if (cart.discountId) {
    const discount = await findStoreDiscount(db, storeId, cart.discountId);
    if (!discount) throw notFound();
    if (discountState(discount, now) !== 'active') codeStatus = discountMessages.couponNotValid;
    else candidate = { coupon: undefined, discount };
  } else if (cart.code !== '') {
    const found = await findCoupon(db, storeId, cart.code, cart.lock ? 'update' : undefined);
    if (!found || !found.coupon.active || discountState(found.discount, now) !== 'active') {
      codeStatus = discountMessages.couponNotValid;
    } else if (found.coupon.usageLimit !== null && found.coupon.used >= found.coupon.usageLimit) {
      codeStatus = discountMessages.couponUsedUp;
    } else if (
      cart.email &&
      found.coupon.perCustomerLimit !== null &&
      (await customerUses(db, found.coupon.id, cart.email)) >= found.coupon.perCustomerLimit
    ) {
      codeStatus = discountMessages.couponCustomerLimit;
    } else {
      candidate = found;
    }
  }
  const automatic = cart.automatic === false ? [] : await automaticDiscounts(db, storeId, now);
  const promotionIds = [...automatic, ...(candidate ? [candidate.discount] : [])].flatMap((row) =>
    row.promotionId ? [row.promotionId] : [],
  );
  const running = await runningPromotions(db, storeId, promotionIds, now, cart.lock);
  const runs = (row: DiscountRow) => row.promotionId === null || running.has(row.promotionId);
  if (candidate && !runs(candidate.discount)) {
    candidate = undefined;
    codeStatus = discountMessages.couponNotValid;
  }
  const rows = [...automatic.filter(runs), ...(candidate ? [candidate.discount] : [])];
  let pricing = priceDiscounts(rows.map(toPricing), lines, deliveryFee);
  for (const [promotionId, left] of running) {
    if (left === null) continue;
    const ids = new Set(rows.filter((row) => row.promotionId === promotionId).map((row) => row.id));
    pricing = capSavings(pricing, ids, left);
  }
  const appliedIds = new Set(pricing.applied.map((saving) => saving.discountId));
  const taken = candidate !== undefined && appliedIds.has(candidate.discount.id);
  const coupon = taken ? candidate?.coupon : undefined;
  if (candidate) codeStatus = taken ? 'applied' : discountMessages.couponNotApplied;
  return { pricing, applied: rows.filter((row) => appliedIds.has(row.id)), coupon, codeStatus };
}

/**
 * A code typed that does not apply refuses the checkout (payment, invoice) with its reason on
 * `code`: 400, or 409 when `held` (priced in the transaction) and a parallel one took its last use.
 */
export function refuseCode(code: string, status: string, held = false) {
  if (code === '' || status === 'applied') return;
  const details = { code: [status] };
  throw held && status === discountMessages.couponUsedUp
    ? conflict(status, details)
    : badRequest(status, details);
}

/**
 * Records an order's (link payment's, invoice's) discounts in its unit of work: the code's use
 * counted if its limit allows (409 couponUsedUp otherwise: a parallel payment took the last
 * one), one redemption per discount with what it took off, and its promotions' figures with
 * `total` as their revenue.
 */
export async function redeemFor(
  tx: Executor,
  owner: { key: RedemptionOwner; storeId: string; email: string; total: bigint },
  discounts: CartDiscounts,
): Promise<void> {
  if (discounts.coupon && !(await useCoupon(tx, discounts.coupon.id))) {
    throw conflict(discountMessages.couponUsedUp, { code: [discountMessages.couponUsedUp] });
  }
  await insertRedemptions(
    tx,
    discounts.pricing.applied.map((saving) => ({
      storeId: owner.storeId,
      discountId: saving.discountId,
      couponCodeId: discounts.coupon?.discountId === saving.discountId ? discounts.coupon.id : null,
      ...owner.key,
      customerEmail: owner.email,
      amount: saving.total,
    })),
  );
  await chargePromotions(tx, owner.total, promotionSpends(discounts.applied, discounts.pricing));
}

/** An order's discounts, recorded in the checkout's unit of work (see `redeemFor`). */
export async function redeemDiscounts(
  tx: Executor,
  order: { id: string; storeId: string; email: string },
  discounts: CartDiscounts,
): Promise<void> {
  const total = await orderTotal(tx, order.id);
  await redeemFor(tx, { key: { orderId: order.id }, ...order, total }, discounts);
}

/** What the order's discounts gave, per promotion. */
function promotionSpends(rows: Pick<DiscountRow, 'id' | 'promotionId'>[], pricing: CartPricing) {
  const promotionOf = new Map(rows.map((row) => [row.id, row.promotionId]));
  const spends = new Map<string, bigint>();
  for (const saving of pricing.applied) {
    const promotionId = promotionOf.get(saving.discountId);
    if (promotionId) spends.set(promotionId, (spends.get(promotionId) ?? 0n) + saving.total);
  }
  return spends;
}

/**
 * An order (link payment, invoice) that expired unpaid or was voided gives its discounts back:
 * the codes' uses, the discounts' figures and its promotions' spend, orders and `total` revenue.
 */
export async function releaseOwned(
  tx: Executor,
  key: RedemptionOwner,
  total: bigint,
): Promise<void> {
  const released = await releaseOwnedRedemptions(tx, key);
  const spends = new Map<string, bigint>();
  for (const row of released) {
    if (row.promotionId) {
      spends.set(row.promotionId, (spends.get(row.promotionId) ?? 0n) + row.amount);
    }
  }
  await releasePromotions(tx, total, spends);
}

/** An order that expired unpaid or was cancelled gives its discounts back (see `releaseOwned`). */
export async function releaseRedemptions(tx: Executor, orderId: string): Promise<void> {
  await releaseOwned(tx, { orderId }, await orderTotal(tx, orderId));
}
