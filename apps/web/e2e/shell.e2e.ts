import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** The French catalogue's text for a key, so the test follows the translation it checks. */
function french(namespace: string, key: string): string {
  const url = new URL(`../src/locales/fr/${namespace}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  if (typeof value !== 'string') throw new Error(`fr/${namespace}:${key} missing`);
  return value;
}

describe('app shell', () => {
  it('keeps French and dark mode across a reload', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const greeting = french('dashboard', 'greeting').replace('{{name}}', 'Adaeze');
    await expect.poll(() => page.getByRole('heading', { name: greeting }).isVisible()).toBe(true);

    await page.getByRole('button', { name: french('shell', 'header.switchToDark') }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: greeting }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('theme')]),
    ).toEqual(['fr', 'dark']);
    await page.screenshot({
      path: new URL('./artifacts/dashboard-fr-dark.png', import.meta.url).pathname,
    });
  });

  it('shows a GBP store the Payout group and a sub-user no main-user entries', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'james@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Payout' }).click();
    await nav.getByRole('button', { name: 'Account details' }).click();
    // Headless UI's dialog element has no box of its own; its panel is what shows.
    const dialog = page.getByRole('dialog', { name: 'Account details' });
    await expect.poll(() => dialog.getByText('Account details').first().isVisible()).toBe(true);
    // the open dialog makes the rest of the page inert: close it before reading the sidebar
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Funds Transfer' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Sub-users' }).count()).toBe(1);

    const staff = await newPage(browser());
    await staff.goto('/sign-in');
    await signInThroughUi(staff, 'tunde@example.com', 'Olivia#Demo26');
    await staff.waitForURL('**/dashboard');
    const staffNav = staff.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .poll(() => staffNav.getByRole('button', { name: 'Funds Transfer' }).count())
      .toBe(1);
    expect(await staffNav.getByRole('link', { name: 'Sub-users' }).count()).toBe(0);
    expect(await staffNav.getByRole('link', { name: 'Set-up' }).count()).toBe(0);
  });

  it('fits the horizontal menu in a 1440 px window, grouped into menus', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Customize appearance' }).click();
    await page.getByRole('dialog').getByText('Horizontal', { exact: true }).click();
    await page.keyboard.press('Escape');
    // the bar under the header (the off-canvas sidebar, also a main navigation, has no 'Sales')
    const bar = page
      .getByRole('navigation', { name: 'Main navigation' })
      .filter({ has: page.getByRole('button', { name: 'Sales' }) });
    await expect.poll(() => bar.getByRole('button', { name: 'Sales' }).isVisible()).toBe(true);

    const size = await bar.evaluate((nav) => ({
      scroll: nav.scrollWidth,
      client: nav.clientWidth,
      height: nav.getBoundingClientRect().height,
      page: document.documentElement.scrollWidth,
    }));
    expect(size.scroll).toBeLessThanOrEqual(1440);
    expect(size.scroll).toBeLessThanOrEqual(size.client);
    expect(size.page).toBeLessThanOrEqual(1440);
    expect(size.height).toBeLessThan(80); // one row
    await page.screenshot({
      path: new URL('./artifacts/horizontal-menu-1440.png', import.meta.url).pathname,
    });

    await bar.getByRole('button', { name: 'Sales' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL('**/orders/all');
    await bar.getByRole('button', { name: 'Money' }).click();
    await page.getByRole('menuitem', { name: 'Funds Transfer' }).click();
    // the transfer, or first the PIN set-up when this demo user has no PIN yet
    await expect
      .poll(() => page.getByRole('dialog', { name: /^(Funds Transfer|Set up your PIN)$/ }).count())
      .toBe(1);
  });

  it('opens a signed-in deep link whose last segment has a dot in the app', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');

    const response = await page.goto('/domain/payment-history/shop.ng');
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main navigation' }).first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/domain/payment-history/shop.ng');
    expect(await page.textContent('body')).not.toContain('"error"');
    // A real asset path that does not exist still answers 404.
    const missing = await fetch(`${baseUrl()}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('sends a signed-in user who opens /sign-in or /sign-up to the dashboard', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');
    for (const path of ['/sign-in', '/sign-up']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
  });

  it('keeps the public header to one row at 390 px, its links behind a menu button', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await header.getByRole('link', { name: 'FAQs' }).isVisible()).toBe(false);
    await page.screenshot({
      path: new URL('./artifacts/public-header-390.png', import.meta.url).pathname,
    });

    await menu.click();
    await header.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/faqs');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Frequently asked questions' }).isVisible())
      .toBe(true);
  });
});
