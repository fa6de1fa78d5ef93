import { screenPaths } from '../../../lib/screen-paths';

/** The storefront's pages under a store's address, as the router mounts them (relative). */
export const STOREFRONT_PAGES = {
  product: 'products/:id',
  cart: 'cart',
  checkout: 'checkout',
  order: 'orders/:id',
} as const;

/** A store's home page (`/store/<slug>`). */
const storeHome = (slug: string) =>
  screenPaths.storefront.replace(':slug', encodeURIComponent(slug));

/** `page` of the store `slug`, its `:id` filled in. */
const pageOf = (slug: string, page: string, id = '') =>
  `${storeHome(slug)}/${page.replace(':id', encodeURIComponent(id))}`;

/** The storefront's own pages, under a store's address (`/store/<slug>`). */
export const storefrontPaths = {
  home: storeHome,
  product: (slug: string, id: string) => pageOf(slug, STOREFRONT_PAGES.product, id),
  cart: (slug: string) => pageOf(slug, STOREFRONT_PAGES.cart),
  checkout: (slug: string) => pageOf(slug, STOREFRONT_PAGES.checkout),
  order: (slug: string, id: string) => pageOf(slug, STOREFRONT_PAGES.order, id),
};
