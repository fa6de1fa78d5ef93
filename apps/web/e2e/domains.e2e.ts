import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';
import { fundWallet } from './support/top-ups';

const browser = launchBrowserForSuite();

/** The number a figure card shows under its label. */
const figureValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').textContent();

describe('custom domains', () => {
  it('a merchant buys a domain from the wallet and sees it on the dashboard', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await shown(page, 'You have no custom domains');
    await fundWallet(page, 20_000);
    await setPinThroughApi(page, '4826');

    const name = `adas-${Date.now().toString(36)}.com`;
    await page
      .getByRole('region', { name: 'Custom Domains' })
      .getByRole('link', { name: 'Buy domain' })
      .click();
    await page.waitForURL('**/domain/buy');
    await page.getByLabel('Domain name').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Domains found' });
    await expect.poll(() => results.getByText('₦18,000.00 / year').count()).toBe(1);
    await results.getByRole('button', { name: `Buy ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy domain' });
    await typePin(dialog, '4826');
    await dialog.getByRole('button', { name: 'Pay ₦18,000.00' }).click();

    await page.waitForURL('**/domain/all');
    const table = page.getByRole('table', { name: 'Custom domains' });
    await expect
      .poll(() => table.getByRole('link', { name, exact: true }).count(), { timeout: 30_000 })
      .toBe(1);
    await table.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/domain/payment-history/${name}`);
    await shown(page, 'Purchase');

    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Custom Domains' });
    await expect.poll(() => panel.getByText(name).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => panel.getByText('Active').count()).toBe(1);
    await expect.poll(() => figureValue(page, 'Outflows (last 24hrs)')).toBe('₦18,000.00');
    await page.context().close();
  });

  it('refuses a purchase the wallet cannot pay, and charges nothing', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await setPinThroughApi(page, '4826');
    await page.goto(`/domain/buy?name=short-${Date.now().toString(36)}.com`);
    await page.getByRole('button', { name: /^Buy short-[a-z0-9]+\.com$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy domain' });
    await typePin(dialog, '4826');
    await dialog.getByRole('button', { name: 'Pay ₦18,000.00' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe('Insufficient balance');
    await page.goto('/domain/all');
    await shown(page, 'You have no custom domains');
    await page.context().close();
  });
});
