import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** The demo store's owner (seeded on an empty database). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };

async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, ADA.email, ADA.password);
  await page.waitForURL('**/dashboard');
}

const isDefault = async (page: Page, label: string) =>
  (
    await page
      .getByRole('table', { name: 'Addresses' })
      .getByRole('row')
      .filter({ hasText: label })
      .textContent()
  )?.includes('Default');

describe('addresses', () => {
  it('filters the address book, adds a default pickup point in place of the old one, and edits the store address that Set-up shows', async () => {
    const page = await newPage(browser());
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Addresses' })
      .click();
    await page.waitForURL('**/address/all');
    const table = page.getByRole('table', { name: 'Addresses' });
    await expect.poll(() => table.getByText('Ikeja warehouse').isVisible()).toBe(true);

    await page.getByLabel('Kind').selectOption({ label: 'Warehouse' });
    await page.waitForURL(/kind=warehouse/);
    await expect.poll(() => table.getByText('Lekki pickup point').count()).toBe(0);
    await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
    await expect.poll(() => table.getByText('Lekki pickup point').count()).toBe(1);
    expect(await isDefault(page, 'Lekki pickup point')).toBe(true);

    // A new pickup point, made the default: Lekki stops being it.
    await page.getByRole('link', { name: 'Add address' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New address' });
    await drawer.getByLabel('Label').fill('Surulere pickup point');
    await drawer.getByLabel('Address line 1').fill('9 Adeniran Ogunsanya Street');
    await drawer.getByLabel('City or town').fill('Surulere');
    await drawer.getByRole('button', { name: 'Add address' }).click();
    await expect.poll(() => drawer.getByText('Field is required').isVisible()).toBe(true);
    await drawer.getByLabel('State').selectOption('Lagos');
    await drawer.getByLabel('Make it the default of its kind').check();
    await drawer.getByRole('button', { name: 'Add address' }).click();
    await expect
      .poll(() => page.getByText('Surulere pickup point was added.').isVisible())
      .toBe(true);
    await expect.poll(() => isDefault(page, 'Surulere pickup point')).toBe(true);
    expect(await isDefault(page, 'Lekki pickup point')).toBe(false);

    // The default office address is the store's address on Set-up.
    await table.getByRole('link', { name: 'Yaba shop', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await edit.getByLabel('Address line 1').fill('16 Tejuosho Market Road');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Yaba shop was saved.').isVisible()).toBe(true);
    await page.goto('/store-setup');
    await expect
      .poll(() => page.getByLabel('Address', { exact: true }).inputValue())
      .toBe('16 Tejuosho Market Road, Yaba, Lagos');

    // At 390 px the address book fits the phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/address/all');
    await expect.poll(() => page.getByText('Surulere pickup point').first().isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
