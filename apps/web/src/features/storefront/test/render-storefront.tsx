import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { StorefrontLayout } from '../components/storefront-layout';
import type { CartLine } from '../model/cart-storage';
import { CartRoute } from '../routes/cart-route';
import { CheckoutRoute } from '../routes/checkout-route';
import { OrderRoute } from '../routes/order-route';
import { ProductRoute } from '../routes/product-route';
import { StorefrontHomeRoute } from '../routes/storefront-home-route';
import { SLUG, uuid } from './storefront-api';

/**
 * The storefront as the router mounts it (without the app's chat), starting at `path`; `leave`
 * records where the checkout sends the browser off the app (the card page).
 */
export function renderStorefront(path = `/store/${SLUG}`, leave?: (url: string) => void) {
  const result = renderRoutes(
    [
      {
        path: '/store/:slug',
        element: (
          <>
            <StorefrontLayout />
            <LocationProbe />
          </>
        ),
        children: [
          { index: true, Component: StorefrontHomeRoute },
          { path: 'products/:id', Component: ProductRoute },
          { path: 'cart', Component: CartRoute },
          { path: 'checkout', element: <CheckoutRoute leave={leave} /> },
          { path: 'orders/:id', element: <OrderRoute leave={leave} /> },
        ],
      },
    ],
    path,
  );
  return { ...result, user: userEvent.setup() };
}

/** The URL the storefront is at (path and query). */
export const location = () => screen.getByTestId('location').textContent;

export const CART_KEY = `storefrontCart:${SLUG}`;
export const ORDERS_KEY = `storefrontOrders:${SLUG}`;

/** A cart line as the product page adds it. */
export const cartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  productid: uuid(1),
  variantid: null,
  name: 'Ankara dress',
  variant: '',
  image: '/files/img-1',
  unitprice: 15000,
  quantity: 1,
  ...overrides,
});

/** This browser's cart, as a visit before this one left it. */
export function rememberCart(lines: CartLine[]): void {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
}

export const storedCart = (): CartLine[] =>
  JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as CartLine[];
