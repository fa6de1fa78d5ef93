import type { InventoryQuery, MovementsQuery } from '@olivia/contracts/store-admin';

/**
 * The inventory's query and mutation keys, shared like the catalogue's: the inventory feature
 * owns them, and a return received (features/returns) puts units back into stock, so it
 * invalidates the stock lists and history from here.
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (query: InventoryQuery) => [...inventoryKeys.lists(), query] as const,
  movements: () => [...inventoryKeys.all, 'movements'] as const,
  movementList: (query: MovementsQuery) => [...inventoryKeys.movements(), query] as const,
  adjust: () => [...inventoryKeys.all, 'adjust'] as const,
  setThreshold: () => [...inventoryKeys.all, 'threshold'] as const,
};
