/**
 * What other modules may use of the discounts module: a cart's discounts (the checkout, the
 * storefront's cart, a payment link's, an invoice's), recording them on an order, link payment or
 * invoice, and giving them back when it expires unpaid or is voided.
 */
export {
  discountsFor,
  redeemDiscounts,
  redeemFor,
  refuseCode,
  releaseOwned,
  releaseRedemptions,
  type CartDiscounts,
} from './discount-apply';
export { hasCodeDiscounts, type RedemptionOwner } from './discounts.repository';
