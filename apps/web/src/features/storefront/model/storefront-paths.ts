import { screenPaths } from '../../../lib/screen-paths';

/** A store's home page (`/store/<slug>`). */
const storeHome = (slug: string) =>
  screenPaths.storefront.replace(':slug', encodeURIComponent(slug));

/** The storefront's own pages, under a store's address (`/store/<slug>`). */
export const storefrontPaths = {
  home: storeHome,
  product: (slug: string, id: string) => `${storeHome(slug)}/products/${encodeURIComponent(id)}`,
  cart: (slug: string) => `${storeHome(slug)}/cart`,
  checkout: (slug: string) => `${storeHome(slug)}/checkout`,
  order: (slug: string, id: string) => `${storeHome(slug)}/orders/${encodeURIComponent(id)}`,
};
