import { z } from 'zod';
import {
  type DiscountKind,
  type PricingDiscount,
  type PricingLine,
  reaches,
} from './discount-pricing';
import { discountFields } from './discounts';

/**
 * Which products a discount would sell below their cost price (issue 28): a warning for the
 * merchant, never a refusal. It looks at one unit as the discount prices it: a percentage off
 * (rounded down, as checkout does), a fixed amount off each unit of the products, categories or
 * brands it names, or the `get` units of a buy-X-get-Y. A fixed amount off the whole order and
 * free delivery lower no unit's price and warn of nothing.
 */

const BASIS = 10_000n;

/** A product as the check sees it: money in minor units; `cost` null when not given. */
export interface CostedProduct extends Omit<PricingLine, 'quantity' | 'unitPrice'> {
  price: bigint;
  cost: bigint | null;
}

/** A unit's price once the discount is taken, or null when the discount lowers no unit. */
export function discountedUnitPrice(
  discount: Pick<PricingDiscount, 'kind' | 'value' | 'appliesTo'>,
  price: bigint,
): bigint | null {
  const kind: DiscountKind = discount.kind;
  switch (kind) {
    case 'percentage':
    case 'bxgy':
      return price - (price * discount.value) / BASIS;
    case 'fixed':
      if (discount.appliesTo === 'order') return null;
      return discount.value >= price ? 0n : price - discount.value;
    case 'free_delivery':
      return null;
  }
}

/** The products the discount reaches that it would take below their cost price. */
export function belowCost<P extends CostedProduct>(
  discount: Pick<PricingDiscount, 'kind' | 'value' | 'appliesTo' | 'targetIds'>,
  products: readonly P[],
): { product: P; discounted: bigint }[] {
  const found: { product: P; discounted: bigint }[] = [];
  for (const product of products) {
    if (product.cost === null) continue;
    const line = { ...product, unitPrice: product.price, quantity: 1 };
    if (!reaches({ ...discount, ...NO_LIMITS }, line)) continue;
    const discounted = discountedUnitPrice(discount, product.price);
    if (discounted !== null && discounted < product.cost) found.push({ product, discounted });
  }
  return found;
}

const NO_LIMITS = {
  id: '',
  buyQuantity: 0,
  getQuantity: 0,
  minSubtotal: 0n,
  minQuantity: 0,
  combinable: false,
};

/** What the discount form asks while the merchant types: the fields that set unit prices. */
export const BelowCostRequestSchema = z.object({
  kind: discountFields.kind,
  value: discountFields.value,
  appliesto: discountFields.appliesto,
  targetids: discountFields.targetids,
});
export type BelowCostRequest = z.input<typeof BelowCostRequestSchema>;

/** The products it would sell below cost, dearest loss first, and how many in all. */
export const BelowCostSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      costprice: z.number(),
      discountedprice: z.number(),
    }),
  ),
  total: z.number(),
});
export type BelowCost = z.infer<typeof BelowCostSchema>;

/** The most products the answer lists (the total counts them all). */
export const BELOW_COST_LISTED = 10;
