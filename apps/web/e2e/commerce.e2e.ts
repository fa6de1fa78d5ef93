import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { hydrated, shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';

const browser = launchBrowserForSuite();
const STORE = '/store/adas-fabrics';

async function addToCart(page: Page, search: string, name: string, size?: string) {
  await page.goto(STORE);
  await hydrated(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search products' });
  await searchBox.fill(search);
  await searchBox.press('Enter');
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await shown(page, 'Description');
  if (size) await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await shown(page, 'Added to your cart.');
}

/** The product's stock as /inventory/all shows it (the Stock column). */
async function stockOf(merchant: Page, name: string): Promise<number> {
  await merchant.goto(`/inventory/all?q=${encodeURIComponent(name)}`);
  const row = merchant.getByRole('row').filter({ hasText: name }).first();
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
  const headers = await merchant.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.trim().startsWith('Stock'));
  const cells = await row.locator('td, th').allTextContents();
  return Number(cells[column]?.trim());
}

describe('the storefront feeds the back office', () => {
  it('a customer buys two products and pays in the sandbox bank; the merchant ships, delivers and sees the review', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    // The demo's 12 plus what its supplier's purchase orders brought in.
    const stockBefore = await stockOf(merchant, 'Hibiscus Ankara');
    expect(stockBefore).toBeGreaterThan(1);

    const customer = await newPage(browser());
    await addToCart(customer, 'Hibiscus', 'Hibiscus Ankara');
    await addToCart(customer, 'Lagos Nights', 'Lagos Nights Ankara', '12 yards');
    await customer.getByRole('link', { name: /Cart \(2\)/ }).click();
    await shown(customer, 'Your cart');
    await customer.getByRole('link', { name: 'Checkout' }).click();
    await customer.getByLabel('Full name').fill('Kunle Afolabi');
    await customer.getByLabel('Email').fill('kunle.afolabi@example.com');
    await customer.getByLabel('Phone number').fill('+2348035550199');
    await customer.getByLabel('Address').fill('7 Allen Avenue');
    await customer.getByLabel('City').fill('Ikeja');
    // Ada delivers by zone: Lagos (mainland) at ₦2,500.
    await customer.getByLabel('State').selectOption('Lagos');
    await customer.getByLabel('LGA').fill('Ikeja');
    // The card is offered first; this customer pays by transfer, at the sandbox bank.
    await customer.getByRole('radio', { name: 'Bank transfer' }).check();
    await customer.getByLabel('Bank', { exact: true }).selectOption({ label: 'Wema Bank' });
    // Ada's automatic discounts, priced by the server: 10% off Ankara (₦5,080) and free
    // delivery above ₦50,000 (₦2,500), on ₦50,800 of fabric.
    await shown(customer, 'Ankara week');
    await shown(customer, 'Free delivery over ₦50,000');

    // The merchant watches the orders list: the order must arrive without a reload.
    await merchant.goto('/orders/all');
    await shown(merchant, 'Orders');

    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.waitForURL(/\/orders\//, { timeout: 30_000 });
    await shown(customer, 'Send exactly ₦45,720.00 to this account.');
    const heading = await customer.getByRole('heading', { name: /Order #\d+/ }).textContent();
    const number = /#(\d+)/.exec(heading ?? '')?.[1] ?? '';
    expect(number).not.toBe('');
    await customer.getByRole('button', { name: 'Pay with the sandbox bank' }).click();
    await shown(customer, 'Payment received — thank you');

    const row = merchant.getByRole('row').filter({ hasText: `#${number}` });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Kunle Afolabi');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toMatch(/Paid/);

    await row.getByRole('link', { name: `#${number}` }).click();
    const drawer = merchant.getByRole('dialog');
    await shown(merchant, 'Hibiscus Ankara');
    await drawer.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Mark as delivered' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await drawer.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Mark as delivered' }).count(), {
        timeout: 20_000,
      })
      .toBe(0);

    // The stock moved once, at the order: one fewer.
    expect(await stockOf(merchant, 'Hibiscus Ankara')).toBe(stockBefore - 1);
    // The money: the order's payment is in the wallet's transactions.
    await merchant.goto(`/transactions/all?q=${number}`);
    await shown(merchant, new RegExp(`order #${number}`));

    await customer.reload();
    await shown(customer, 'Delivered');
    const review = customer.getByRole('form', { name: 'Review Hibiscus Ankara' });
    // The star is the radio's label: a customer clicks the star.
    await review.locator('label').filter({ hasText: '5 out of 5 stars' }).click();
    expect(await review.getByRole('radio', { name: '5 out of 5 stars' }).isChecked()).toBe(true);
    await review.getByLabel('Comment (optional)').fill('Gorgeous colours, arrived in two days.');
    await review.getByRole('button', { name: 'Send review' }).click();
    await shown(customer, 'Thanks for your review');

    await merchant.goto('/customer-reviews');
    await shown(merchant, 'Gorgeous colours, arrived in two days.');
  });

  it('a customer on a phone pays by card: the first card is refused, another card pays the order, and Ada refunds it to the card', async () => {
    const customer = await newPage(browser());
    await customer.setViewportSize({ width: 390, height: 844 });
    await addToCart(customer, 'Hibiscus', 'Hibiscus Ankara');
    await customer.getByRole('link', { name: /Cart \(1\)/ }).click();
    await customer.getByRole('link', { name: 'Checkout' }).click();
    await customer.getByLabel('Full name').fill('Ngozi Eze');
    await customer.getByLabel('Email').fill('ngozi.card@example.com');
    await customer.getByLabel('Phone number').fill('+2348035550123');
    await customer.getByLabel('Address').fill('3 Awolowo Road');
    await customer.getByLabel('City').fill('Ikoyi');
    await customer.getByLabel('State').selectOption('Lagos');
    // Card is the default: no bank is asked.
    expect(await customer.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true);
    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.waitForURL(/\/sandbox-card\//, { timeout: 30_000 });
    await customer.getByLabel('Card number').fill('4000 0000 0000 9995');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(/\/orders\//);
    await shown(customer, 'The bank said: Insufficient Funds');
    await customer.getByRole('button', { name: 'Try another card' }).click();
    await customer.waitForURL(/\/sandbox-card\//);
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(/\/orders\//);
    await shown(customer, 'Payment received — thank you');
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // Ada gives the money back to the card, with her PIN.
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await setPinThroughApi(merchant, '4826');
    await merchant.goto('/orders/all?q=Ngozi%20Eze');
    await merchant
      .getByRole('row')
      .filter({ hasText: 'Ngozi Eze' })
      .first()
      .getByRole('link')
      .first()
      .click();
    const order = merchant.getByRole('dialog');
    await order.getByRole('link', { name: 'Refund money' }).click();
    const refund = merchant.getByRole('dialog');
    expect(await refund.getByLabel('To the card it was paid with').isChecked()).toBe(true);
    await refund.getByLabel('How many Hibiscus Ankara').fill('1');
    await refund.getByLabel('Reason').fill('The colour ran in the first wash');
    await typePin(refund, '4826');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await shown(merchant, 'is on its way back.');
    const refunds = merchant.getByRole('region', { name: 'Refunds' });
    await expect
      .poll(() => refunds.textContent(), { timeout: 20_000 })
      .toContain('The colour ran in the first wash');
  });
});
