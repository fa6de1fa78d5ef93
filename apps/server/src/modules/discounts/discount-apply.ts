import {
  priceDiscounts,
  type CartPricing,
  type PricingDiscount,
  type PricingLine,
} from '@olivia/contracts/discount-pricing';
import { messages } from '@olivia/contracts/messages';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/errors';
import {
  automaticDiscounts,
  customerUses,
  discountState,
  findCoupon,
  insertRedemptions,
  useCoupon,
  type CouponRow,
  type DiscountRow,
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
 * one the code names, priced by discount-pricing.ts. In a checkout's transaction (`lock`), the
 * code's row is locked first, so its limits are read and moved by one checkout at a time.
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
  },
): Promise<CartDiscounts> {
  const { storeId, lines, deliveryFee, now } = cart;
  let codeStatus = '';
  let candidate: { coupon: CouponRow; discount: DiscountRow } | undefined;
  if (cart.code !== '') {
    const found = await findCoupon(db, storeId, cart.code, cart.lock ? 'update' : undefined);
    if (!found || !found.coupon.active || discountState(found.discount, now) !== 'active') {
      codeStatus = messages.couponNotValid;
    } else if (found.coupon.usageLimit !== null && found.coupon.used >= found.coupon.usageLimit) {
      codeStatus = messages.couponUsedUp;
    } else if (
      cart.email &&
      found.coupon.perCustomerLimit !== null &&
      (await customerUses(db, found.coupon.id, cart.email)) >= found.coupon.perCustomerLimit
    ) {
      codeStatus = messages.couponCustomerLimit;
    } else {
      candidate = found;
    }
  }
  const automatic = await automaticDiscounts(db, storeId, now);
  const rows = [...automatic, ...(candidate ? [candidate.discount] : [])];
  const pricing = priceDiscounts(rows.map(toPricing), lines, deliveryFee);
  const appliedIds = new Set(pricing.applied.map((saving) => saving.discountId));
  const coupon = candidate && appliedIds.has(candidate.discount.id) ? candidate.coupon : undefined;
  if (candidate) codeStatus = coupon ? 'applied' : messages.couponNotApplied;
  return { pricing, applied: rows.filter((row) => appliedIds.has(row.id)), coupon, codeStatus };
}

/**
 * Records an order's discounts in its unit of work: the code's use counted if its limit allows
 * (409 couponUsedUp otherwise: a parallel checkout took the last one), and one redemption per
 * discount with what it took off.
 */
export async function redeemDiscounts(
  tx: Executor,
  order: { id: string; storeId: string; email: string },
  discounts: CartDiscounts,
): Promise<void> {
  if (discounts.coupon && !(await useCoupon(tx, discounts.coupon.id))) {
    throw conflict(messages.couponUsedUp, { code: [messages.couponUsedUp] });
  }
  await insertRedemptions(
    tx,
    discounts.pricing.applied.map((saving) => ({
      storeId: order.storeId,
      discountId: saving.discountId,
      couponCodeId: discounts.coupon?.discountId === saving.discountId ? discounts.coupon.id : null,
      orderId: order.id,
      customerEmail: order.email,
      amount: saving.total,
    })),
  );
}
