import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { hydrated, shown } from './support/page-waits';

const browser = launchBrowserForSuite();
const STORE = '/store/adas-fabrics';

describe('a promotion from the back office to the storefront and back', () => {
  it('Ada makes a promotion with a code and a banner; a customer on a phone sees it, uses the code and pays; the figures show the order', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');

    // A promotion grouping the VIP code discount (code ADAVIP), with a budget.
    await merchant.goto('/promotions/all');
    await shown(merchant, 'December sale');
    await merchant.getByRole('link', { name: 'New promotion' }).first().click();
    const form = merchant.getByRole('dialog');
    await form.getByLabel('Name').fill('VIP weekend');
    await form.getByLabel('Budget').fill('25000');
    await form.getByRole('checkbox', { name: 'VIP ₦2,500 off' }).check();
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await shown(merchant, 'VIP weekend created');
    const row = merchant.getByRole('row').filter({ hasText: 'VIP weekend' });
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Running');

    // A bar above the storefront's header, tied to the promotion, first of the top bars.
    await merchant.goto('/banners/all/new');
    const banner = merchant.getByRole('dialog');
    await banner.getByLabel('Name').fill('VIP bar');
    await banner.getByLabel('Where it shows').selectOption({ label: 'Top bar' });
    await banner.getByLabel('Headline').fill('VIP weekend: ₦2,500 off with ADAVIP');
    await banner.getByLabel('Promotion').selectOption({ label: 'VIP weekend' });
    await banner.getByRole('button', { name: 'Create banner' }).click();
    await shown(merchant, 'VIP bar created');
    // The demo's free-delivery bar shows first: this one goes above it.
    const bar = merchant.getByRole('row').filter({ hasText: 'VIP bar' });
    await bar.getByRole('button', { name: 'Actions for VIP bar' }).click();
    await merchant.getByRole('menuitem', { name: 'Move up' }).click();
    await shown(merchant, 'Order saved');

    // A customer on a phone: the bar shows above the header (after the store answer's cache).
    const customer = await newPage(browser());
    await customer.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(
        async () => {
          await customer.goto(STORE);
          return customer.getByText('VIP weekend: ₦2,500 off with ADAVIP').count();
        },
        { timeout: 45_000, interval: 3_000 },
      )
      .toBe(1);
    await hydrated(customer);
    const search = customer.getByRole('searchbox', { name: 'Search products' });
    await search.fill('Kaftan');
    await search.press('Enter');
    await customer
      .getByRole('link', { name: /Kaftan/ })
      .first()
      .click();
    await shown(customer, 'Description');
    await customer.getByRole('button', { name: 'M', exact: true }).click();
    await customer.getByRole('button', { name: 'Add to cart' }).click();
    await shown(customer, 'Added to your cart.');
    await customer.getByRole('link', { name: /Cart \(1\)/ }).click();
    await customer.getByRole('link', { name: 'Checkout' }).click();
    await customer.getByLabel('Full name').fill('Bisi Adeyemi');
    await customer.getByLabel('Email').fill('bisi.vip@example.com');
    await customer.getByLabel('Phone number').fill('+2348035550777');
    await customer.getByLabel('Address').fill('12 Admiralty Way');
    await customer.getByLabel('City').fill('Lekki');
    // Ada delivers by zone: Lagos (mainland) at ₦2,500.
    await customer.getByLabel('State').selectOption('Lagos');
    await customer.getByLabel('Discount code').fill('adavip');
    await customer.getByRole('button', { name: 'Apply' }).click();
    await shown(customer, 'ADAVIP is applied.');
    await customer.getByRole('button', { name: 'Place order' }).click();
    await customer.waitForURL(/\/sandbox-card\//, { timeout: 30_000 });
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(/\/orders\//);
    await shown(customer, 'Payment received — thank you');
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The promotion's figures: one order, ₦2,500 given.
    await merchant.goto('/promotions/all?q=VIP%20weekend');
    const figures = merchant.getByRole('row').filter({ hasText: 'VIP weekend' });
    await expect
      .poll(() => figures.textContent(), { timeout: 20_000 })
      .toContain('₦2,500.00 of ₦25,000.00');
  });
});
