import { afterEach, describe, expect, it } from 'vitest';
import {
  mockStorefrontApi,
  product,
  SLUG,
  uuid,
} from '../../features/storefront/test/storefront-api';
import { jsonResponse } from '../../test/fetch-mock';
import { renderStorefrontPage } from './render-storefront';
import {
  readServerRenderState,
  SERVER_RENDER_STATE_ID,
  type ServerRenderState,
} from './server-render-state';

const reviewed = product(1, {
  name: 'Ankara dress',
  description: 'Cotton, made in Lagos.',
  price: 15000,
  rating: { average: 4, count: 1 },
  // 23:30 UTC: another day in most time zones, so the browser's date differs from the server's
  reviews: [
    {
      id: uuid(950),
      customername: 'Ada',
      rating: 4,
      comment: 'Lovely fabric.',
      createdat: '2026-03-01T23:30:00.000Z',
    },
  ],
});
const CATALOGUE = [reviewed, product(2, { name: 'Beaded bag', price: 8000 })];

afterEach(() => window.history.replaceState(null, '', '/'));

/** The page the server renders for `path`, with the browser at that address. */
async function serverPage(path: string) {
  window.history.replaceState(null, '', path);
  const page = await renderStorefrontPage(path);
  if (!page) throw new Error(`${path} was not rendered`);
  const container = document.createElement('div');
  container.innerHTML = page.html;
  return { page, container };
}

describe('server rendering of the storefront', () => {
  it("renders the store's page with its products and the answers it was rendered from", async () => {
    const api = mockStorefrontApi({}, CATALOGUE);
    const { page, container } = await serverPage(`/store/${SLUG}`);
    expect(page.title).toBe('Corner Shop');
    expect(page.description).toBe('Clothes and bags\nmade in Lagos');
    expect(container.querySelector('h1')?.textContent).toBe('Corner Shop');
    expect(container.textContent).toContain('Ankara dress');
    expect(container.textContent).toContain('₦15,000.00');
    expect(container.textContent).toContain('Beaded bag');
    // written in place: no inline script (the policy refuses them) and nothing left pending
    expect(page.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    // React asks for the first images early; the server moves these links to <head>
    expect(page.html).toMatch(/^<link rel="preload" as="image" href="\/files\/img-1"/);
    const state = JSON.parse(page.state) as ServerRenderState;
    expect(state.language).toBe('en');
    expect(state.namespaces).toEqual(expect.arrayContaining(['storefront', 'customerChat']));
    // the answers the page was rendered from, as the browser's queries would hold them
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['storefront', 'store', SLUG],
        ['storefront', 'products', SLUG, { size: 12 }],
      ]),
    );
    expect(api.calls('store')).toHaveLength(1);
  });

  it("renders a product's page with its reviews, dates in UTC (the browser then uses its zone)", async () => {
    mockStorefrontApi({}, CATALOGUE);
    const { page, container } = await serverPage(`/store/${SLUG}/products/${reviewed.id}`);
    expect(page.title).toBe('Ankara dress · Corner Shop');
    expect(page.description).toBe('Cotton, made in Lagos.');
    expect(container.querySelector('h1')?.textContent).toBe('Ankara dress');
    expect(container.querySelector('time')?.textContent).toBe('1 Mar 2026, 23:30');

    // the cart is the browser's: the server's page shows it empty
    expect(container.querySelector('[data-testid="cart-count"]')).toBeNull();
  });

  it('leaves to the browser what it does not render: unknown stores and products, other pages', async () => {
    mockStorefrontApi(
      {
        store: ({ url }) =>
          url.includes('gone')
            ? jsonResponse(404, { error: 'Not Found' })
            : jsonResponse(200, { name: 'x' }),
      },
      CATALOGUE,
    );
    expect(await renderStorefrontPage('/store/gone-shop')).toBeNull();
    mockStorefrontApi({}, CATALOGUE);
    expect(await renderStorefrontPage(`/store/${SLUG}/products/${uuid(404)}`)).toBeNull();
    for (const path of [`/store/${SLUG}/cart`, `/store/${SLUG}/checkout`, '/dashboard', '/']) {
      expect(await renderStorefrontPage(path)).toBeNull();
    }
  });

  it("keeps the store's text from ending the state's script element", async () => {
    const name = '</script><script>alert(1)</script>';
    mockStorefrontApi({}, [product(1, { name })]);
    const { page } = await serverPage(`/store/${SLUG}`);
    expect(page.state).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${page.state}</script>`;
    expect(JSON.stringify(readServerRenderState())).toContain(JSON.stringify(name).slice(1, -1));
    document.body.innerHTML = '';
    expect(page.html).not.toContain('<script>alert');
  });
});

describe('readServerRenderState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is null without a state, or with a damaged one (the browser then renders the page itself)', () => {
    expect(readServerRenderState()).toBeNull();
    for (const text of ['{not json', '{"language":"en"}', '[]']) {
      document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${text}</script>`;
      expect(readServerRenderState()).toBeNull();
    }
  });
});
