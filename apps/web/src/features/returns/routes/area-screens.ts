import { NewReturnRoute } from './new-return-route';
import { ReturnsRoute } from './returns-route';

/**
 * The returns area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const returnsScreens = {
  ReturnsRoute,
  NewReturnRoute,
};
