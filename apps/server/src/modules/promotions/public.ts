/**
 * What other modules may use of the promotions module: the budget at checkout (the discounts
 * module prices and records with it) and the banners a storefront shows.
 */
export {
  chargePromotions,
  orderTotal,
  releasePromotions,
  runningPromotions,
  type Running,
} from './promotion-budget.repository';
export { storefrontBanners } from './storefront-banners';
