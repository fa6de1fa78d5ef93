import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { STOREFRONT_PAGE_SIZE } from '../api/storefront-api';
import { BAGS, catalogue, mockStorefrontApi, product, SLUG, store } from './storefront-api';
import { location, renderStorefront } from './render-storefront';

const grid = () => screen.findByRole('list', { name: 'Products' });
const card = async (name: string) =>
  (await within(await grid()).findByRole('link', { name })).closest('li') as HTMLElement;
const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

// A visit is counted once per tab: each test is a new tab.
beforeEach(() => sessionStorage.clear());

describe('/store/:slug', () => {
  it("shows the store and its products' pictures, prices, stock and ratings", async () => {
    mockStorefrontApi();
    renderStorefront();

    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
    const dress = await card('Ankara dress');
    expect(within(dress).getByRole('img', { name: 'Ankara dress' })).toHaveAttribute(
      'src',
      '/files/img-1',
    );
    expect(within(dress).getByText('₦15,000.00')).toBeVisible();
    expect(within(dress).getByText('₦20,000.00').closest('s')).not.toBeNull();
    expect(within(dress).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(within(dress).getByText('(2)')).toBeVisible();
    expect(within(dress).queryByText('Out of stock')).toBeNull();

    const sandals = await card('Leather sandals');
    expect(within(sandals).getByText('Out of stock')).toBeVisible();
    // No reviews, no stars.
    expect(within(sandals).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(within(sandals).getByRole('link')).toHaveAttribute(
      'href',
      `/store/${SLUG}/products/${catalogue()[1]?.id}`,
    );
    expect(document.title).toBe('Corner Shop');
  });

  it('filters by category chip and keeps it in the URL', async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront();
    await card('Ankara dress');

    await user.click(screen.getByRole('button', { name: 'Bags' }));

    expect(await card('Beaded bag')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ankara dress' })).toBeNull());
    expect(location()).toBe(`/store/${SLUG}?category=${BAGS}`);
    expect(screen.getByRole('button', { name: 'Bags' })).toHaveAttribute('aria-pressed', 'true');
    expect(queryOf(api.calls('products').at(-1)?.url ?? '').get('category')).toBe(BAGS);

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await card('Ankara dress')).toBeVisible();
    expect(location()).toBe(`/store/${SLUG}`);
  });

  it('searches, keeps the search in the URL, and says when nothing matches', async () => {
    const api = mockStorefrontApi();
    const { user } = renderStorefront(`/store/${SLUG}?category=${BAGS}`);
    await card('Beaded bag');

    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'zebra{Enter}');

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeVisible();
    expect(screen.getByText('Nothing matches “zebra”. Try another word.')).toBeVisible();
    expect(location()).toBe(`/store/${SLUG}?category=${BAGS}&q=zebra`);
    const last = queryOf(api.calls('products').at(-1)?.url ?? '');
    expect([last.get('q'), last.get('category')]).toEqual(['zebra', BAGS]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await card('Ankara dress')).toBeVisible();
    expect(location()).toBe(`/store/${SLUG}`);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('opens with the search of a shared link', async () => {
    mockStorefrontApi();
    renderStorefront(`/store/${SLUG}?q=bag`);
    expect(await card('Beaded bag')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ankara dress' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('bag');
  });

  it('loads more products a page at a time', async () => {
    const many = Array.from({ length: STOREFRONT_PAGE_SIZE + 2 }, (_, i) =>
      product(i + 1, { name: `Item ${i + 1}` }),
    );
    const api = mockStorefrontApi({}, many);
    const { user } = renderStorefront();
    await card('Item 1');
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(STOREFRONT_PAGE_SIZE);
    // The first images load at once, the others when scrolled near.
    const images = within(await grid()).getAllByRole('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '480');

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await card(`Item ${STOREFRONT_PAGE_SIZE + 2}`)).toBeVisible();
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(STOREFRONT_PAGE_SIZE + 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queryOf(api.calls('products').at(-1)?.url ?? '').get('page')).toBe('1');
  });

  it('says so when the store has no products yet', async () => {
    mockStorefrontApi({}, []);
    renderStorefront();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeVisible();
  });

  it('counts one visit per tab, not one per page', async () => {
    const api = mockStorefrontApi();
    const first = renderStorefront();
    await card('Ankara dress');
    await waitFor(() => expect(api.calls('visit')).toHaveLength(1));
    expect(api.calls('visit')[0]?.method).toBe('POST');
    first.unmount();

    renderStorefront(`/store/${SLUG}/cart`);
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(api.calls('visit')).toHaveLength(1);
  });

  it('shows a visit that could not be counted to nobody', async () => {
    mockStorefrontApi({ visit: () => jsonResponse(500, { error: 'Internal Server Error' }) });
    renderStorefront();
    expect(await card('Ankara dress')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no store has that address', async () => {
    mockStorefrontApi({ store: () => jsonResponse(404, { error: 'Store not found' }) });
    renderStorefront('/store/nowhere');
    expect(
      await screen.findByRole('heading', { name: 'This store could not be found' }),
    ).toBeVisible();
  });

  it("shows the store's logo in its header", async () => {
    mockStorefrontApi({ store: () => jsonResponse(200, store({ logourl: '/files/logo-1' })) });
    const { container } = renderStorefront();
    await card('Ankara dress');
    expect(container.querySelector('header img')).toHaveAttribute('src', '/files/logo-1');
  });
});
