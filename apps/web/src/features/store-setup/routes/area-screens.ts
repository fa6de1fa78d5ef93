import { LogoRoute } from './logo-route';
import { StoreSetupRoute } from './store-setup-route';
import { WebsiteLinkRoute } from './website-link-route';

/**
 * The store setup area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const storeSetupScreens = {
  StoreSetupRoute,
  WebsiteLinkRoute,
  LogoRoute,
};
