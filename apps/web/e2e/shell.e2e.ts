import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';

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
});
