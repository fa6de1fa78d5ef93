/**
 * The areas whose server state the web app caches: the first element of every query and
 * mutation key. One list, so a feature invalidates another's data by name (an order changes
 * stock, a payment changes the wallet) without importing it.
 */
export const RESOURCE_AREAS = [
  'account',
  'accountLogs',
  'addresses',
  'adverts',
  'apiKeys',
  'appConfig',
  'auth',
  'banners',
  'branches',
  'brands',
  'card-payments',
  'categories',
  'chats',
  'coupons',
  'customerChat',
  'customers',
  'dashboard',
  'expenses',
  'delivery-runs',
  'delivery-zones',
  'discounts',
  'domains',
  'inventory',
  'invoices',
  'marketing',
  'orders',
  'payment-links',
  'products',
  'promotions',
  'purchase-orders',
  'qr-codes',
  'receipts',
  'referrals',
  'returns',
  'reviews',
  'sandboxBank',
  'settlements',
  'split-groups',
  'split-payees',
  'split-shares',
  'storeSetup',
  'storefront',
  'subUsers',
  'success-rate',
  'suppliers',
  'transactions',
  'transfers',
  'verification',
  'wallet',
  'webhooks',
] as const;
export type ResourceArea = (typeof RESOURCE_AREAS)[number];

/**
 * An area's query and mutation keys: `all` invalidates everything of it, `lists()` every page,
 * `detail(id)` one record; `extra(name)` names anything else it caches (e.g. a filter's options).
 */
export function resourceKeys<const Area extends ResourceArea>(area: Area) {
  return {
    all: [area] as const,
    lists: () => [area, 'list'] as const,
    list: (query: object) => [area, 'list', query] as const,
    details: () => [area, 'detail'] as const,
    detail: (id: string) => [area, 'detail', id] as const,
    mutation: (name: string) => [area, 'mutation', name] as const,
    extra: (name: string, ...rest: unknown[]) => [area, name, ...rest] as const,
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys>;
