import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { routes } from './router';

/** SPEC §2, with sample values for the parameters. */
const PUBLIC_PATHS = [
  '/',
  '/blogs/7',
  '/sign-up',
  '/sign-up/REF1',
  '/sign-in',
  '/website',
  '/faqs',
  '/recover-password',
  '/reset-password',
  '/recover-password/complete',
];
const SIGNED_IN_PATHS = [
  '/dashboard',
  '/chats',
  '/address/all',
  '/category/all',
  '/website-link',
  '/inventory/all',
  '/aggregators/all',
  '/aggregators/transactions/a@b.co',
  '/promotions/all',
  '/referrals/all',
  '/qr-code/all',
  '/qr-codes/all',
  '/coupons/all',
  '/events/all',
  '/events/promoters',
  '/events/attendance/9',
  '/events/attendance/9/vip',
  '/suppliers/all',
  '/delivery-routes/all',
  '/verification/all',
  '/returned-items/all',
  '/customers/all',
  '/account/logs',
  '/transactions/all',
  '/transactions/card',
  '/transactions/success-rate',
  '/transactions/terminal',
  '/ratings/all',
  '/brand/all',
  '/branch/all',
  '/sub-users/all',
  '/salary/all',
  '/auditors/all',
  '/customization/all',
  '/adverts/all',
  '/email/all',
  '/domain/all',
  '/domain/buy',
  '/domain/payment-history/shop.ng',
  '/loan/payment-history/3',
  '/store-setup',
  '/split-payments',
  '/customer-reviews',
  '/invoice/all',
  '/orders/all',
  '/banners/all',
  '/broadcast/all',
  '/receipts/all',
  '/expenditures/all',
  '/insurance/all',
  '/discount/all',
  '/currency/all',
  '/contribution/all',
  '/logo/all',
  '/loan/all',
  '/products/all',
  '/terminals/all',
  '/payment-links',
];

describe('route table', () => {
  it.each([
    ...PUBLIC_PATHS,
    ...SIGNED_IN_PATHS,
    '/blogs/admin',
    '/blogs/create',
    '/blogs/create/5',
  ])('%s has its own route', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    expect(leaf?.route.path).not.toBe('*');
  });

  it('shows a not-found page for unknown paths', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows /qr-code/all as the referrals screen with an empty state', async () => {
    signInAs();
    renderRoutes(routes, '/qr-code/all');
    expect(await screen.findByRole('heading', { name: 'Referrals' })).toBeInTheDocument();
    expect(screen.getByText('Nothing to show yet')).toBeInTheDocument();
    expect(document.title).toBe('Referrals | Olivia - Run your store from one place');
  });

  it('sends the blog admin layout to / without the blogAdmin cookie', async () => {
    const { router } = renderRoutes(routes, '/blogs/admin');
    expect(
      await screen.findByRole('heading', { name: 'Run your whole store from one place' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the blog admin layout with the cookie, and its log-out icon removes it', async () => {
    document.cookie = 'blogAdmin=1; Path=/';
    const { router } = renderRoutes(routes, '/blogs/create');
    expect(await screen.findByRole('heading', { name: 'Write a blog post' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Log out of blog admin' }).click();
    expect(
      await screen.findByRole('heading', { name: 'Run your whole store from one place' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('blogAdmin');
  });
});
