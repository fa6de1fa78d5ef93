/**
 * What other modules may use of the discounts module: a cart's discounts (the checkout, the
 * storefront's cart), recording them on an order, and giving them back when it expires unpaid.
 */
export {
  discountsFor,
  redeemDiscounts,
  releaseRedemptions,
  type CartDiscounts,
} from './discount-apply';
