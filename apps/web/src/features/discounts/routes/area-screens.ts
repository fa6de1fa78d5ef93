import { CouponsRoute } from './coupons-route';
import { DiscountsRoute } from './discounts-route';
import { EditDiscountRoute } from './edit-discount-route';
import { NewCouponsRoute } from './new-coupons-route';
import { NewDiscountRoute } from './new-discount-route';

/**
 * The discounts area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const discountsScreens = {
  CouponsRoute,
  NewCouponsRoute,
  DiscountsRoute,
  NewDiscountRoute,
  EditDiscountRoute,
};
