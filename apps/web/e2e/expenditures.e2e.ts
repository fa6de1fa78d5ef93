import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, email, 'Olivia#Demo26');
  await page.waitForURL('**/dashboard');
}

describe('expenditures', () => {
  it('lets Ada find her month of expenses, record one with a receipt photo, correct and remove it; Tunde records but does not correct', async () => {
    const page = await newPage(browser());
    await signIn(page, 'ada@example.com');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Expenditures' }).click();
    await page.waitForURL('**/expenditures/all');
    const table = page.getByRole('table', { name: 'Expenses' });
    await expect
      .poll(() => table.getByRole('link', { name: 'Mama Nkechi canteen' }).count())
      .toBe(1);

    // Her own category narrows the list to the generator's fuel.
    await page.getByLabel('Category').selectOption({ label: 'Generator fuel' });
    await page.waitForURL(/category=/);
    await expect.poll(() => table.getByRole('row').count()).toBe(4); // the header and three
    await page.getByLabel('Category').selectOption({ label: 'All categories' });

    // A new expense paid by card at the Yaba shop, with a photo of its receipt.
    await page.getByRole('link', { name: 'Record expense' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New expense' });
    await drawer.getByLabel('Amount').fill('18250.50');
    await drawer.getByLabel('Paid to').fill('Kola the carpenter');
    await drawer.getByLabel('Category').selectOption({ label: 'Other' });
    await drawer.getByLabel('Paid by').selectOption({ label: 'Card' });
    await drawer.getByLabel('Branch').selectOption({ label: 'Yaba shop' });
    await drawer.getByLabel('Note').fill('New shelves');
    const receipt = await sharp({
      create: { width: 400, height: 600, channels: 3, background: '#fef3c7' },
    })
      .jpeg()
      .toBuffer();
    await drawer
      .getByLabel('Receipt photo')
      .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: receipt });
    await expect
      .poll(() => drawer.getByRole('link', { name: 'View receipt' }).count(), { timeout: 20_000 })
      .toBe(1);
    await drawer.getByRole('button', { name: 'Record expense' }).click();
    await shown(page, 'Expense paid to Kola the carpenter recorded');
    const row = table.getByRole('row', { name: /Kola the carpenter/ });
    await expect.poll(() => row.textContent()).toContain('₦18,250.50');
    expect(await row.textContent()).toContain('Yaba shop');
    const link = (await row.getByRole('link', { name: /Receipt for/ }).getAttribute('href')) ?? '';
    const photo = await page.request.get(link);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');

    // Corrected, then removed.
    await row.getByRole('link', { name: 'Kola the carpenter', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expense' });
    await edit.getByLabel('Amount').fill('18500');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await shown(page, 'Expense paid to Kola the carpenter saved');
    await expect.poll(() => row.textContent()).toContain('₦18,500.00');
    await row.getByRole('button', { name: 'Actions for Kola the carpenter' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the expense paid to Kola the carpenter?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.poll(() => row.count()).toBe(0);

    // Tunde records his ride; he cannot correct or remove expenses.
    const staff = await newPage(browser());
    await signIn(staff, 'tunde@example.com');
    await staff.goto('/expenditures/all');
    const staffTable = staff.getByRole('table', { name: 'Expenses' });
    await expect
      .poll(() => staffTable.getByText('Mama Nkechi canteen').count(), { timeout: 20_000 })
      .toBe(1);
    expect(await staff.getByRole('button', { name: 'Categories' }).count()).toBe(0);
    expect(await staffTable.getByRole('button', { name: /Actions for/ }).count()).toBe(0);
    await staff.getByRole('link', { name: 'Record expense' }).first().click();
    const staffDrawer = staff.getByRole('dialog', { name: 'New expense' });
    await staffDrawer.getByLabel('Amount').fill('3500');
    await staffDrawer.getByLabel('Paid to').fill('Bolt rides');
    await staffDrawer.getByLabel('Category').selectOption({ label: 'Transport' });
    await staffDrawer.getByRole('button', { name: 'Record expense' }).click();
    await shown(staff, 'Expense paid to Bolt rides recorded');
  });
});
