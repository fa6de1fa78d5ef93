import { BannersRoute } from './banners-route';
import { EditBannerRoute } from './edit-banner-route';
import { EditPromotionRoute } from './edit-promotion-route';
import { NewBannerRoute } from './new-banner-route';
import { NewPromotionRoute } from './new-promotion-route';
import { PromotionsRoute } from './promotions-route';

/**
 * The promotions area's screens and drawers (promotions and the banners they show), loaded
 * together: one lazy chunk and one preload list (ADR 0023).
 */
export const promotionsScreens = {
  PromotionsRoute,
  NewPromotionRoute,
  EditPromotionRoute,
  BannersRoute,
  NewBannerRoute,
  EditBannerRoute,
};
