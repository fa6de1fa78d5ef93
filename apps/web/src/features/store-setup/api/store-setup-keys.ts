/** The store's set-up: one record per store, so one detail key, and a key per change. */
export const storeSetupKeys = {
  all: ['store-setup'] as const,
  detail: () => [...storeSetupKeys.all, 'detail'] as const,
  update: () => [...storeSetupKeys.all, 'update'] as const,
  setLogo: () => [...storeSetupKeys.all, 'set-logo'] as const,
  removeLogo: () => [...storeSetupKeys.all, 'remove-logo'] as const,
};
