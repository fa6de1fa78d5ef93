import type { RouteObject } from 'react-router';
import { STOREFRONT_PAGES } from '../features/storefront/model/storefront-paths';
import { screenPaths } from '../lib/screen-paths';

/**
 * The public storefront (issue 13): a layout route and its pages, each its own chunk. None of
 * them loads the signed-in shell (sidebar, realtime, notifications, dashboard).
 */
export const storefrontRoute: RouteObject = {
  path: screenPaths.storefront,
  lazy: async () => ({
    Component: (await import('./routes/storefront-screen')).StorefrontScreen,
  }),
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/storefront-home-route'))
          .StorefrontHomeRoute,
      }),
    },
    {
      path: STOREFRONT_PAGES.product,
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/product-route')).ProductRoute,
      }),
    },
    {
      path: STOREFRONT_PAGES.cart,
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/cart-route')).CartRoute,
      }),
    },
    {
      path: STOREFRONT_PAGES.checkout,
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/checkout-route')).CheckoutRoute,
      }),
    },
    {
      path: STOREFRONT_PAGES.order,
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/order-route')).OrderRoute,
      }),
    },
  ],
};
