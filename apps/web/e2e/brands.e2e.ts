import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { hydrated, shown } from './support/page-waits';

const browser = launchBrowserForSuite();

describe('brands', () => {
  it('lets Ada add a brand with a logo, give it a product, and shop it on her storefront', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Brands' }).count()).toBe(1);

    // The demo's brands, and the retired one under Inactive.
    await page.goto('/brand/all');
    const table = page.getByRole('table', { name: 'Brands' });
    await expect
      .poll(() => table.getByRole('link', { name: 'Vlisco', exact: true }).count())
      .toBe(1);
    await page.getByLabel('Status').selectOption({ label: 'Inactive' });
    await page.waitForURL(/status=inactive/);
    await expect
      .poll(() => table.getByRole('link', { name: 'Vlisco', exact: true }).count())
      .toBe(0);
    await expect
      .poll(() => table.getByRole('link', { name: 'Da Viva', exact: true }).count())
      .toBe(1);
    await page.getByLabel('Status').selectOption({ label: 'All brands' });

    // A new brand with its logo.
    await page.getByRole('link', { name: 'Add brand' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New brand' });
    await drawer.getByLabel('Name').fill('Hollandais');
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#b45309' },
    })
      .png()
      .toBuffer();
    await drawer
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Remove logo' }).count(), { timeout: 20_000 })
      .toBe(1);
    await drawer.getByLabel('Description').fill('Dutch wax, bought in Balogun');
    await drawer.getByRole('button', { name: 'Create brand' }).click();
    await shown(page, 'Hollandais was created.');
    const row = table.getByRole('row', { name: /Hollandais/ });
    const src = (await row.locator('img').first().getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/files\/[\w-]+$/);

    // One of the products gets it; the list shows and filters by it.
    await page.goto('/products/all?q=Market%20Day');
    const product = page.getByRole('row', { name: /Market Day Ankara/ });
    await product.getByRole('button', { name: 'Actions for Market Day Ankara' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await expect
      .poll(() => edit.getByLabel('Brand').locator('option', { hasText: 'Hollandais' }).count())
      .toBe(1);
    // The retired brand is no choice for a product.
    expect(await edit.getByLabel('Brand').locator('option', { hasText: 'Da Viva' }).count()).toBe(
      0,
    );
    await edit.getByLabel('Brand').selectOption({ label: 'Hollandais' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await page.goto('/products/all');
    await page.getByLabel('Brand').selectOption({ label: 'Hollandais' });
    await page.waitForURL(/brand=/);
    const products = page.getByRole('table', { name: 'Products' });
    // the header and one product: the table's loading row also makes two rows, so wait for both
    const rows = async () => [
      await products.getByRole('row').count(),
      await products.textContent(),
    ];
    await expect.poll(rows).toEqual([2, expect.stringContaining('Market Day Ankara')]);

    // The storefront offers the brand and filters by it; the retired one is not offered.
    await page.goto('/store/adas-fabrics');
    await hydrated(page);
    const brands = page.getByRole('group', { name: 'Brands' });
    await expect.poll(() => brands.getByRole('button', { name: 'Hollandais' }).count()).toBe(1);
    expect(await brands.getByRole('button', { name: 'Da Viva' }).count()).toBe(0);
    await brands.getByRole('button', { name: 'Hollandais' }).click();
    await page.waitForURL(/brand=/);
    await expect.poll(() => page.getByRole('link', { name: /Sunrise Ankara/ }).count()).toBe(0);
    await shown(page, 'Market Day Ankara');

    // At 390 px the brands screen fits the phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/brand/all');
    await shown(page, 'Hollandais');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
