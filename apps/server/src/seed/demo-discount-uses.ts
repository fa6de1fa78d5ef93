import type { Executor } from '../db/client';
import {
  findCoupon,
  insertRedemptions,
  useCoupon,
  type RedemptionOwner,
} from '../modules/discounts/discounts.repository';

/**
 * A demo payment link's payment or invoice that used one of Ada's codes (ADR 0034): its use
 * counted on the code and the discount's figures, as a payment's unit of work records it.
 */
export async function redeemDemoCode(
  tx: Executor,
  storeId: string,
  code: string,
  use: { owner: RedemptionOwner; email: string; amount: bigint },
): Promise<void> {
  const found = await findCoupon(tx, storeId, code);
  if (!found || !(await useCoupon(tx, found.coupon.id))) {
    throw new Error(`demo code ${code} cannot be used`);
  }
  await insertRedemptions(tx, [
    {
      storeId,
      discountId: found.discount.id,
      couponCodeId: found.coupon.id,
      ...use.owner,
      customerEmail: use.email,
      amount: use.amount,
    },
  ]);
}
