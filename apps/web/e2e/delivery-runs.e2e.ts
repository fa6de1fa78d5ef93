import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { hydrated, shown } from './support/page-waits';

const browser = launchBrowserForSuite();

/** A customer on a phone buys one piece of Hibiscus Ankara for delivery in Lagos and pays. */
async function paidOrderOnPhone(page: Page): Promise<string> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/store/adas-fabrics');
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
  await page.getByLabel('Full name').fill('Kemi Adeyemi');
  await page.getByLabel('Email').fill('kemi.runs@example.com');
  await page.getByLabel('Phone number').fill('+2348035550777');
  await page.getByLabel('Address').fill('3 Opebi Road');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').selectOption('Lagos');
  await shown(page, 'Delivered by: Lagos mainland');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/sandbox-card\//, { timeout: 30_000 });
  await page.getByLabel('Card number').fill('4084 0840 8408 4081');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/orders\//);
  await shown(page, 'Payment received — thank you');
  return page.url();
}

describe('delivery runs', () => {
  it('Ada plans a run from the waiting orders, changes it and starts it; Tunde marks one delivered on his phone; the customer sees it', async () => {
    const customer = await newPage(browser());
    await paidOrderOnPhone(customer);

    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await merchant.goto('/delivery-routes/all');
    await merchant.getByRole('link', { name: 'Runs' }).click();
    const table = merchant.getByRole('table', { name: 'Delivery runs' });
    await expect.poll(() => table.getByText('Musa Ibrahim').count()).toBe(1);

    await merchant.getByRole('link', { name: 'Plan a run' }).first().click();
    const drawer = merchant.getByRole('dialog', { name: 'Plan a delivery run' });
    const kemi = drawer.getByRole('checkbox', { name: /Kemi Adeyemi/ });
    await kemi.check();
    await drawer.getByRole('checkbox', { checked: false }).first().check();
    await drawer.getByRole('button', { name: /Move .*Kemi Adeyemi down/ }).click();
    const stops = drawer.getByRole('region', { name: 'Stop order' }).getByRole('listitem');
    await expect.poll(() => stops.last().textContent()).toContain('Kemi Adeyemi');
    await drawer.getByLabel('Who rides').selectOption({ label: 'Tunde Bello' });
    await drawer.getByRole('button', { name: 'Plan run' }).click();
    const run = merchant.getByRole('dialog', { name: /^Run of / });

    // Changed while planned: the other order taken off, a note for Tunde.
    await run.getByRole('link', { name: 'Edit run' }).click();
    const edit = merchant.getByRole('dialog', { name: 'Change delivery run' });
    await edit.getByRole('button', { name: /^Remove (?!.*Kemi Adeyemi)/ }).click();
    await expect.poll(() => edit.getByRole('button', { name: /^Remove / }).count()).toBe(1);
    await edit.getByLabel('Note for the rider').fill('Gate code 0420');
    await edit.getByRole('button', { name: 'Save run' }).click();
    await shown(merchant, 'Run saved');
    await expect.poll(() => run.getByText('Gate code 0420').count()).toBe(1);
    await expect.poll(() => run.getByText('0 of 1 stops done').count()).toBe(1);

    await run.getByRole('button', { name: 'Start run' }).click();
    await shown(merchant, 'Run started: its orders are shipped');
    const runUrl = merchant.url();

    const rider = await newPage(browser());
    await rider.setViewportSize({ width: 390, height: 844 });
    await rider.goto('/sign-in');
    await signInThroughUi(rider, 'tunde@example.com', 'Olivia#Demo26');
    await rider.waitForURL('**/dashboard');
    await rider.goto(runUrl);
    const stop = rider.getByRole('listitem', { name: /Kemi Adeyemi/ });
    await stop.getByRole('button', { name: 'Delivered', exact: true }).click();
    await stop.getByLabel('Note (optional)').fill('Handed over at the gate');
    await stop.getByRole('button', { name: 'Mark delivered' }).click();
    await shown(rider, /Order #\d+ delivered/);
    const width = await rider.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await customer.reload();
    await shown(customer, /^Delivered \w/);
  });
});
