import { resourceKeys } from '../../../lib/resource-keys';

/**
 * The store's set-up: one record per store, so one detail key, and a key per change. Its root is
 * the 'storeSetup' area, so the address book (whose default office address is the store's
 * address) refreshes it by name.
 */
export const storeSetupKeys = {
  all: resourceKeys('storeSetup').all,
  detail: () => [...storeSetupKeys.all, 'detail'] as const,
  update: () => [...storeSetupKeys.all, 'update'] as const,
  setLogo: () => [...storeSetupKeys.all, 'set-logo'] as const,
  removeLogo: () => [...storeSetupKeys.all, 'remove-logo'] as const,
};
