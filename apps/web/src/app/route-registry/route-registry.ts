import { MARKETING_SCREENS } from './marketing-screens';
import { MONEY_SCREENS } from './money-screens';
import type { RouteEntry } from './route-entry';
import { SALES_SCREENS } from './sales-screens';
import { STORE_SCREENS } from './store-screens';

/**
 * The route registry (docs/engineering.md#web-conventions): every signed-in screen of
 * docs/product/screens.md once, plus the public pages the sidebar links to. The router, the
 * sidebar, the horizontal menu and the tests derive from it; adding a screen is one entry here (or
 * replacing an entry's placeholder with its screen).
 */
export const ROUTE_REGISTRY: readonly RouteEntry[] = [
  ...STORE_SCREENS,
  ...SALES_SCREENS,
  ...MONEY_SCREENS,
  ...MARKETING_SCREENS,
];
