import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blogPublicEndpoints } from '@olivia/contracts/blog-public-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { FaqsRoute } from './faqs-route';
import { WebsiteRoute } from './website-route';
import { LandingRoute } from './landing-route';

describe('the public pages', () => {
  it('lists what works now on the landing page', async () => {
    renderAt('/', <LandingRoute />);
    const grid = await screen.findByRole('region', { name: 'What Olivia does today' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Your storefront',
      'Orders',
      'Products and stock',
      'Payment links and invoices',
      'Wallet and payouts',
      'Live chat',
      'Customers and discounts',
      'Domains and adverts',
      'Your team',
      'Two-step sign-in',
      'API keys and webhooks',
      '15 languages, light or dark',
    ]);
  });

  it('answers the FAQ about the features that exist', async () => {
    renderAt('/faqs', <FaqsRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Can I delete my account?' }));
    expect(await screen.findByText(/after typing their password to confirm/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Which languages can I use?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'How can my customers pay me?' }));
    expect(
      await screen.findByText(/By bank transfer into an account shown at checkout/),
    ).toBeVisible();
  });

  it('folds the header links into a menu button for small screens', async () => {
    const { router } = renderAt('/', <LandingRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const navs = screen.getAllByRole('navigation', { name: 'Site navigation' });
    const menu = navs.at(-1);
    if (!menu) throw new Error('no menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Store website', 'FAQs', 'Sign in', 'Get started']);
    await user.click(within(menu).getByRole('link', { name: 'FAQs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
  });

  it('tells a visitor what a store website does, and asks them to create one', async () => {
    renderAt('/website', <WebsiteRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your store website' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'A checkout that gets you paid' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your storefront' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your store' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('leads a signed-in merchant to their own storefront and the screens that shape it', async () => {
    signInAs({ url: 'adas-fabrics' });
    renderAt('/website', <WebsiteRoute />);
    const yours = await screen.findByRole('region', { name: 'Your storefront' });
    expect(within(yours).getByText(`${window.location.origin}/store/adas-fabrics`)).toBeVisible();
    expect(within(yours).getByRole('link', { name: 'Open your storefront' })).toHaveAttribute(
      'href',
      `${window.location.origin}/store/adas-fabrics`,
    );
    expect(
      within(yours)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/website-link',
      '/logo/all',
      '/products/all',
      '/domain/all',
      '/delivery-routes/all',
    ]);
    expect(screen.queryByRole('link', { name: 'Create your store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows the blog's newest posts, linked to their pages, and nothing when there is none", async () => {
    fakeApi(
      fakeEndpoint(blogPublicEndpoints.latest, () =>
        jsonResponse(200, {
          content: [
            {
              slug: 'first-storefront-order',
              title: 'Your first storefront order',
              excerpt: 'From a product to a paid order in ten minutes.',
              publishedat: '2026-11-20T09:00:00.000Z',
              coverurl: '',
            },
          ],
        }),
      ),
    );
    const { unmount } = renderAt('/', <LandingRoute />);
    const blog = await screen.findByRole('region', { name: 'From the blog' });
    expect(within(blog).getByRole('link', { name: 'Your first storefront order' })).toHaveAttribute(
      'href',
      '/blogs/first-storefront-order',
    );
    expect(within(blog).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blogs');
    unmount();

    const api = fakeApi(
      fakeEndpoint(blogPublicEndpoints.latest, () => jsonResponse(200, { content: [] })),
    );
    renderAt('/', <LandingRoute />);
    await waitFor(() => expect(api.of(blogPublicEndpoints.latest)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'From the blog' })).not.toBeInTheDocument();
  });
});
