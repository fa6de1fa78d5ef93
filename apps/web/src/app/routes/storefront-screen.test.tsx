import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockStorefrontApi } from '../../features/storefront/test/storefront-api';
import { renderRoutes } from '../../test/render';
import { SignedInGuard } from '../guards/signed-in-guard';
import { routes } from '../router';
import { storefrontRoute } from '../storefront-routes';

const ID = '00000000-0000-4000-8000-000000000001';

beforeEach(() => sessionStorage.clear());

describe('/store/:slug', () => {
  it.each([
    ['/store/corner-shop', undefined],
    [`/store/corner-shop/products/${ID}`, 'products/:id'],
    ['/store/corner-shop/cart', 'cart'],
    ['/store/corner-shop/checkout', 'checkout'],
    [`/store/corner-shop/orders/${ID}`, 'orders/:id'],
  ])('%s is a public page of the storefront', (path, leaf) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.some((match) => match.route.path === '/store/:slug')).toBe(true);
    expect(matches.at(-1)?.route.path).toBe(leaf);
    expect(matches.some((match) => match.route.Component === SignedInGuard)).toBe(false);
  });

  it("shows the storefront with the store's chat for its customers", async () => {
    mockStorefrontApi({}, []);
    renderRoutes(
      [{ HydrateFallback: () => null, children: [storefrontRoute] }],
      '/store/corner-shop',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Message Corner Shop' })).toBeVisible();
  });
});
