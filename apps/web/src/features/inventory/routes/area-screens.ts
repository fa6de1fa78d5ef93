import { InventoryRoute } from './inventory-route';
import { StockHistoryRoute } from './stock-history-route';

/**
 * The inventory area's screens and drawers, loaded together: one lazy chunk and one
 * preload list in the first load however many drawers the area has (ADR 0023).
 */
export const inventoryScreens = {
  InventoryRoute,
  StockHistoryRoute,
};
