import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite } from './support/browser';
import { hydrated } from './support/page-waits';

const browser = launchBrowserForSuite();
const APP_SCRIPT = /\/assets\/main-[\w-]+\.js$/;
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };

async function openPage(options: { javaScriptEnabled?: boolean; locale?: string } = {}) {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.locale) {
    await context.addCookies([{ name: 'locale', value: options.locale, url: baseUrl() }]);
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

describe('the public face, rendered by the server (ADR 0041)', () => {
  it('shows /, /faqs and /website without any script, in the saved language, with their head', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.title()).toBe('Home | Olivia - Run your store from one place');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Run your online store from one place',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Home | Olivia - Run your store from one place',
    );
    // the blog's newest posts, linked to their server pages
    expect(await page.locator('a[href^="/blogs/"]').count()).toBeGreaterThan(0);
    await page.goto('/faqs');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Frequently asked questions',
    );
    await page.context().close();

    const french = await openPage({ javaScriptEnabled: false, locale: 'fr' });
    await french.goto('/website');
    expect(await french.locator('html').getAttribute('lang')).toBe('fr');
    expect(await french.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Le site de votre boutique',
    );
    await french.context().close();
  });

  it('starts the app on the first move, takes the page over as it is, then navigates to /sign-in within the app', async () => {
    const page = await openPage();
    const errors = errorsOf(page);
    const scripts: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      if (APP_SCRIPT.test(request.url())) scripts.push(request.url());
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    await page.evaluate(() => {
      Object.assign(document.querySelector('h1') ?? {}, { renderedByServer: true });
    });
    // the page needs no script to be shown: the app's is not even asked for
    expect(scripts).toEqual([]);
    // the visitor's first tap (on the menu) starts the app, and is not lost
    await page.getByRole('button', { name: 'Menu' }).click();
    await hydrated(page);
    expect(scripts).toHaveLength(1);
    // the server's heading is the one React took over
    expect(
      await page.evaluate(() => 'renderedByServer' in (document.querySelector('h1') ?? {})),
    ).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByLabel('Email').waitFor();
    expect(documents).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a plain link works before the app has started, and a signed-in merchant sees Dashboard', async () => {
    const page = await openPage();
    await page.goto('/website');
    // a click that is not a move of the visitor's (no pointer or key event): the app has not
    // started, and the browser follows the link as a plain one
    await page
      .locator('main')
      .getByRole('link', { name: 'Create your store' })
      .dispatchEvent('click');
    await page.waitForURL('**/sign-up');
    await page.getByLabel('Email').waitFor();
    await page.goto('/sign-in');
    await signInThroughUi(page, ADA.email, ADA.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.context().close();
  });
});
