import type { StorefrontProductsQuery } from '@olivia/contracts/storefront';

/** The storefront's query and mutation keys: every one starts with 'storefront'. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  store: (slug: string) => [...storefrontKeys.all, 'store', slug] as const,
  products: (slug: string, query: StorefrontProductsQuery) =>
    [...storefrontKeys.all, 'products', slug, query] as const,
  product: (slug: string, id: string) => [...storefrontKeys.all, 'product', slug, id] as const,
  banks: (slug: string) => [...storefrontKeys.all, 'banks', slug] as const,
  order: (id: string) => [...storefrontKeys.all, 'order', id] as const,
  checkout: (slug: string) => [...storefrontKeys.all, 'checkout', slug] as const,
  review: (orderId: string) => [...storefrontKeys.all, 'review', orderId] as const,
  sandboxAccount: (accountNumber: string) =>
    [...storefrontKeys.all, 'sandbox-account', accountNumber] as const,
  sandboxPay: (orderId: string) => [...storefrontKeys.all, 'sandbox-pay', orderId] as const,
};
