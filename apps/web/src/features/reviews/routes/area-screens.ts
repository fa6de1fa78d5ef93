import { RatingsRoute } from './ratings-route';
import { ReviewsRoute } from './reviews-route';

/**
 * The reviews area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const reviewsScreens = {
  ReviewsRoute,
  RatingsRoute,
};
