import type { PricingLine } from '@olivia/contracts/discount-pricing';
import { discountMessages } from '@olivia/contracts/discount-messages';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { discountsFor, refuseCode, type CartDiscounts } from '../discounts/public';
import type { PricedLine } from '../orders/public';

/** What a payer's code takes off a link's payment: in all, and per product line. */
export interface LinkDiscount {
  held: CartDiscounts | undefined;
  discount: bigint;
  lineSavings: bigint[];
}

const NONE: LinkDiscount = { held: undefined, discount: 0n, lineSavings: [] };

/**
 * A payment's lines as the discount rules read them (ADR 0034): a product link's products (its
 * products', categories' and brands' discounts reach them), or the link's fixed amount as one
 * line no product rule reaches (an order-wide discount does).
 */
export const linkPricingLines = (lines: PricedLine[] | undefined, amount: bigint): PricingLine[] =>
  lines
    ? lines.map((line) => ({
        productId: line.productId,
        categoryId: line.categoryId,
        brandId: line.brandId,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
      }))
    : [{ productId: '', categoryId: null, brandId: null, unitPrice: amount, quantity: 1 }];

/**
 * The payer's code on a link (ADR 0034): codes only (a link carries its own price, so the
 * store's automatic discounts do not reach it), never on an amount the payer chooses. A code
 * that does not apply refuses the payment with its reason on `code` (400; 409 when `lock`ed
 * and a parallel payment took its last use). A discount that leaves nothing to pay is refused
 * too: a payment moves money.
 */
export async function linkDiscount(
  db: Executor,
  payment: {
    storeId: string;
    code: string;
    email: string;
    payerAmount: boolean;
    lines: PricingLine[];
    now: Date;
    lock?: boolean;
  },
): Promise<LinkDiscount> {
  const { code } = payment;
  if (code === '') return NONE;
  if (payment.payerAmount) refuseCode(code, discountMessages.couponNotApplied);
  const held = await discountsFor(db, {
    storeId: payment.storeId,
    lines: payment.lines,
    deliveryFee: 0n,
    code,
    email: payment.email,
    now: payment.now,
    lock: payment.lock,
    automatic: false,
  });
  refuseCode(code, held.codeStatus, payment.lock);
  const total = payment.lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.quantity), 0n);
  if (held.pricing.total >= total) {
    throw badRequest(discountMessages.couponNotApplied, {
      code: [discountMessages.couponNotApplied],
    });
  }
  return { held, discount: held.pricing.total, lineSavings: held.pricing.lineSavings };
}
