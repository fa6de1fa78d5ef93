import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';
import { fundWallet } from './support/top-ups';

const browser = launchBrowserForSuite();
const PIN = '4826';

const balance = (page: Page) => page.getByTestId('balance-amount').textContent();

describe('advert campaigns', () => {
  it('pays a campaign from the wallet, lists it, and gives the unused days back when it ends', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await setPinThroughApi(page, PIN);
    await fundWallet(page, 20_000);
    await expect.poll(() => balance(page)).toBe('₦20,000.00');

    await page.goto('/adverts/all');
    await shown(page, 'No adverts');
    await page.getByRole('link', { name: 'New campaign' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New campaign' });
    await drawer.getByRole('checkbox', { name: 'Facebook' }).check();
    await drawer.getByRole('checkbox', { name: 'Instagram' }).check();
    await drawer.getByLabel('Daily budget').fill('2000');
    await expect
      .poll(() => drawer.getByRole('region', { name: 'Campaign summary' }).textContent())
      .toContain('₦14,000.00');
    await typePin(drawer, PIN);
    await drawer.getByRole('button', { name: 'Pay and start' }).click();
    const host = new URL(baseUrl()).host;
    await shown(page, `Your campaign on ${host} is paid: ₦14,000.00.`);

    const table = page.getByRole('table', { name: 'Advert campaigns' });
    const row = table.getByRole('row').filter({ hasText: host });
    await expect.poll(() => row.textContent()).toContain('Running');
    expect(await row.textContent()).toContain('Facebook, Instagram');
    expect(await row.textContent()).toContain('₦14,000.00');

    await page.goto('/dashboard');
    await expect.poll(() => balance(page)).toBe('₦6,000.00');

    // Ended on its first day: that day counts as run, the other six come back.
    await page.goto('/adverts/all');
    await row.getByRole('button', { name: `Actions for the advert on ${host}` }).click();
    await page.getByRole('menuitem', { name: 'End' }).click();
    const confirm = page.getByRole('dialog', { name: `End the advert on ${host}?` });
    await expect.poll(() => confirm.textContent()).toContain('₦12,000.00');
    await confirm.getByRole('button', { name: 'End' }).click();
    await shown(page, `The advert on ${host} has ended: ₦12,000.00 went back to your wallet.`);
    await expect.poll(() => row.textContent()).toContain('Ended');

    await page.goto('/dashboard');
    await expect.poll(() => balance(page)).toBe('₦18,000.00');
    await page.context().close();
  });
});
