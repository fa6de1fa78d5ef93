import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, launchBrowserForSuite } from './support/browser';

const browser = launchBrowserForSuite();
const STORE = '/store/adas-fabrics';
const ENTRY_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

async function openPage(options: { javaScriptEnabled?: boolean; locale?: string } = {}) {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.locale) {
    const locale = options.locale;
    await context.addInitScript((saved) => localStorage.setItem('locale', saved), locale);
  }
  return context.newPage();
}

/** Console errors and uncaught exceptions of the page (a failed hydration is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('server-rendered storefront pages', () => {
  it("shows the store's page and a product's page before any script runs", async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(STORE);
    expect(await page.title()).toBe("Ada's Fabrics");
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Ada's Fabrics");
    expect(await page.locator('a[href*="/products/"]').count()).toBe(12);
    // the search works without a script too: the form asks the server for ?q=
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Hibiscus');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\?q=Hibiscus$/);
    const product = page.getByRole('link', { name: /Hibiscus Ankara/ }).first();
    expect(await product.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Lagos Nights/ }).count()).toBe(0);
    // a plain link: the product's page comes rendered too
    await product.click();
    await page.waitForURL(/\/products\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hibiscus Ankara');
    expect(await page.title()).toBe("Hibiscus Ankara · Ada's Fabrics");
    expect(
      await page
        .getByText(/₦[\d,]+\.\d\d/)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });

  it('the browser takes the rendered page over as it is: same elements, no refetch, no errors', async () => {
    const page = await openPage();
    const errors = errorsOf(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    // The app's script waits until the rendered heading is marked (a property, not an attribute).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let scriptHeld = false;
    await page.route(ENTRY_SCRIPT, async (route) => {
      scriptHeld = true;
      await held;
      await route.continue();
    });
    await page.goto(STORE, { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      Object.assign(document.querySelector('h1') ?? {}, { renderedByServer: true });
    });
    // The heading was drawn by the server: the app's script was still held back.
    await expect.poll(() => scriptHeld).toBe(true);
    // Once the app runs, it counts the visit (an effect: the page is hydrated).
    const counted = page.waitForRequest(/\/visits$/, { timeout: 30_000 });
    release();
    await counted;

    // Working: the search runs in the browser (the URL changes, the grid follows).
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const searched = page.waitForResponse(/\/products\?.*q=Hibiscus/, { timeout: 30_000 });
    await search.fill('Hibiscus');
    await search.press('Enter');
    await searched;
    expect(new URL(page.url()).searchParams.get('q')).toBe('Hibiscus');
    // the grid follows: the matches, not the first page
    await expect
      .poll(() => page.getByRole('link', { name: /Hibiscus Ankara/ }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('a[href*="/products/"]').count()).toBeLessThan(12);
    const kept = await page.evaluate(
      () =>
        (document.querySelector('h1') as { renderedByServer?: boolean } | null)?.renderedByServer,
    );
    expect(kept).toBe(true);
    // the store and its first page came with the HTML: the browser asked only for the search
    expect(apiCalls.filter((call) => call.startsWith('GET'))).toEqual([
      'GET /api/olivia/storefront/stores/adas-fabrics/products',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a customer who chose French gets the page in French', async () => {
    const page = await openPage({ locale: 'fr' });
    const errors = errorsOf(page);
    await page.goto(STORE);
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Rechercher des produits' }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Ada's Fabrics");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
