import { AdvertsRoute } from './adverts-route';
import { NewAdvertRoute } from './new-advert-route';

/**
 * The adverts area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const advertsScreens = {
  AdvertsRoute,
  NewAdvertRoute,
};
