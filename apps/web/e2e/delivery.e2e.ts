import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { hydrated, shown } from './support/page-waits';

const browser = launchBrowserForSuite();
const STORE = '/store/adas-fabrics';

/** A customer on a phone with one piece of Hibiscus Ankara in the cart, at the checkout. */
async function checkoutOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STORE);
  await hydrated(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search products' });
  await searchBox.fill('Hibiscus');
  await searchBox.press('Enter');
  await page
    .getByRole('link', { name: /Hibiscus Ankara/ })
    .first()
    .click();
  await shown(page, 'Description');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await shown(page, 'Added to your cart.');
  await page.getByRole('link', { name: /Cart \(1\)/ }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Full name').fill('Aminu Bello');
  await page.getByLabel('Email').fill('aminu.kano@example.com');
  await page.getByLabel('Phone number').fill('+2348035550444');
  await page.getByLabel('Address').fill('14 Zoo Road');
  await page.getByLabel('City').fill('Kano');
}

describe('delivery zones', () => {
  it('Ada adds a Kano zone; a customer on a phone checks out to Kano and pays its fee; Borno is refused', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await merchant.goto('/delivery-routes/all');
    const table = merchant.getByRole('table', { name: 'Delivery zones' });
    await expect.poll(() => table.getByRole('link', { name: 'Lagos mainland' }).count()).toBe(1);

    await merchant.getByRole('link', { name: 'Add zone' }).first().click();
    const drawer = merchant.getByRole('dialog', { name: 'New delivery zone' });
    await drawer.getByLabel('Name').fill('Kano city');
    await drawer.getByLabel('States and LGAs').fill('Kano');
    await drawer.getByLabel('Delivery fee').fill('6000');
    await drawer.getByRole('button', { name: 'Create zone' }).click();
    await shown(merchant, 'Kano city was created.');
    await expect.poll(() => table.getByRole('link', { name: 'Kano city' }).count()).toBe(1);

    const customer = await newPage(browser());
    await checkoutOnPhone(customer);
    await customer.getByLabel('State').selectOption('Borno');
    await shown(customer, 'We do not deliver to this area yet');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await shown(customer, 'We do not deliver to this area yet');
    expect(customer.url()).toContain('/checkout');

    await customer.getByLabel('State').selectOption('Kano');
    await shown(customer, 'Delivered by: Kano city');
    const summary = customer.getByRole('complementary', { name: 'Order summary' });
    await expect.poll(() => summary.textContent()).toContain('₦6,000.00');
    const total = (await summary.getByTestId('total').textContent()) ?? '';
    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.waitForURL(/\/sandbox-card\//, { timeout: 30_000 });
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(/\/orders\//);
    await shown(customer, 'Payment received — thank you');
    await shown(customer, 'Kano city');
    expect(await customer.getByRole('main').textContent()).toContain(total.trim());
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The zone counts the order it priced.
    await merchant.reload();
    const row = table.getByRole('row').filter({ hasText: 'Kano city' });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('₦6,000');
  });
});
