import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

async function signedIn(page: Page) {
  await page.goto('/sign-in');
  await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByRole('heading', { name: /^Hi, / }).isVisible()).toBe(true);
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const input = (page: Page) =>
  page.getByRole('combobox', { name: 'Search screens, actions and records' });

describe('command palette', () => {
  it('opens with the keyboard and opens a demo product found by part of its name', async () => {
    const page = await newPage(browser());
    await signedIn(page);

    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).isVisible()).toBe(true);
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('peacock');
    const product = palette(page)
      .getByRole('group', { name: 'Products' })
      .getByRole('option', { name: /Peacock Ankara/ });
    await expect
      .poll(() => product.getAttribute('aria-selected'), { timeout: 10_000 })
      .toBe('true');

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\/all\/[^/]+\/edit$/);
    expect(await palette(page).count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('input')).some(
            (field) => field.value === 'Peacock Ankara',
          ),
        ),
      )
      .toBe(true);
  });

  it('opens from the header button on a 390 px phone as a full-width sheet', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signedIn(page);

    const button = page.getByRole('button', { name: 'Search and commands' });
    await button.tap();
    await expect.poll(() => input(page).isVisible()).toBe(true);
    const box = await palette(page).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    await page.screenshot({
      path: new URL('./artifacts/command-palette-390.png', import.meta.url).pathname,
    });

    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.tap();
    await input(page).fill('orders');
    await palette(page).getByRole('option', { name: 'Orders', exact: true }).tap();
    await page.waitForURL('**/orders/all');
    await context.close();
  });
});
