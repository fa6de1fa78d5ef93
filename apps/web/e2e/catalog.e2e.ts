import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

async function addCategory(page: Page, name: string) {
  await page.goto('/category/all');
  await page.getByRole('link', { name: 'Add category' }).first().click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByRole('button', { name: 'Create category' }).click();
  await expect.poll(() => drawer.count()).toBe(0);
  await shown(page, name);
}

describe('the catalogue: categories and products with an image and variants', () => {
  it('creates, edits and archives a product with an image and a variant', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await addCategory(page, 'Dresses');

    await page.goto('/products/all');
    await shown(page, 'No products yet');
    await page.getByRole('link', { name: 'Add product' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Name', { exact: true }).fill('Ankara wrap dress');
    await drawer.getByLabel('Price', { exact: true }).fill('25000');
    await drawer.getByLabel('Category').selectOption({ label: 'Dresses' });
    const photo = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#2a4d9c' },
    })
      .png()
      .toBuffer();
    await drawer
      .getByLabel('Add an image')
      .setInputFiles({ name: 'dress.png', mimeType: 'image/png', buffer: photo }); // uploads it
    await expect
      .poll(() => drawer.getByRole('img', { name: /Image 1/ }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await drawer.getByRole('button', { name: 'Add variant' }).click();
    const variant = drawer.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('Size').fill('M');
    await variant.getByLabel('Colour').fill('Blue');
    await variant.getByLabel('Stock').fill('3');
    await drawer.getByRole('button', { name: 'Save product' }).click();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);

    const row = page.getByRole('row', { name: /Ankara wrap dress/ });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('₦25,000.00');
    expect(await row.textContent()).toContain('Dresses');
    // The Stock column, wherever it sits (a selection column comes first).
    const headers = await page.getByRole('columnheader').allTextContents();
    const stock = row.getByRole('cell').nth(headers.findIndex((text) => /^Stock/.test(text)));
    expect(await stock.textContent()).toBe('3Low stock');
    // the thumbnail is the uploaded image, served back by the app
    const thumbnail = row.locator('img').first();
    const src = (await thumbnail.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/files\//);
    expect((await page.request.get(src)).headers()['content-type']).toBe('image/jpeg');

    // Edit: a second variant and a new price; the first variant keeps its stock.
    await row.getByRole('button', { name: 'Actions for Ankara wrap dress' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await expect
      .poll(() => edit.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Ankara wrap dress');
    // the product's own price comes before the variants' (each variant has its own)
    await edit.getByLabel('Price', { exact: true }).first().fill('24000');
    await edit.getByRole('button', { name: 'Add variant' }).click();
    const second = edit.getByRole('group', { name: 'Variant 2' });
    await second.getByLabel('Size').fill('L');
    await second.getByLabel('Colour').fill('Blue');
    await second.getByLabel('Stock').fill('2');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('₦24,000.00');
    expect(await stock.textContent()).toBe('5Low stock');

    // Archive: gone from the list, found under Archived, the category's count back to 0.
    await row.getByRole('button', { name: 'Actions for Ankara wrap dress' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await page.getByLabel('Status').selectOption({ label: 'Archived' });
    await shown(page, 'Ankara wrap dress');
    await page.goto('/category/all');
    await expect
      .poll(() => page.getByRole('link', { name: 'Dresses: 0 products' }).count())
      .toBe(1);
    await page.context().close();
  });
});
