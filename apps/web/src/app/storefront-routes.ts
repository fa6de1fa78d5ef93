import type { RouteObject } from 'react-router';
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
      path: 'products/:id',
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/product-route')).ProductRoute,
      }),
    },
    {
      path: 'cart',
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/cart-route')).CartRoute,
      }),
    },
    {
      path: 'checkout',
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/checkout-route')).CheckoutRoute,
      }),
    },
    {
      path: 'orders/:id',
      lazy: async () => ({
        Component: (await import('../features/storefront/routes/order-route')).OrderRoute,
      }),
    },
  ],
};
