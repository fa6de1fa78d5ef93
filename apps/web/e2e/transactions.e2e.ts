import { readFileSync } from 'node:fs';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl, type AnyEndpoint } from '@olivia/contracts/endpoint';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import {
  baseUrl,
  clientAddressHeader,
  launchBrowserForSuite,
  uniqueEmail,
} from './support/browser';

const browser = launchBrowserForSuite();

/** Calls the API as the web app would, from the test. */
async function call<T>(
  endpoint: AnyEndpoint,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${endpointUrl(endpoint)}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...clientAddressHeader(), ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A store with: a ₦1,000 top-up paid in two payments (₦500 then ₦510: fee ₦10 taken from the
 * first), and a ₦5,000 top-up paid in full.
 */
async function storeWithTopUps() {
  const merchant = { email: uniqueEmail('ledger'), password: 'Kettle#Blue42' };
  const session = await call<{ token: string; systemid: string }>(authEndpoints.signUp, {
    businessname: 'Ledger Lane',
    firstname: 'Ngozi',
    lastname: 'Obi',
    email: merchant.email,
    phone: '+2348012345678',
    password: merchant.password,
    currency: 'NGN',
  });
  const headers = { token: session.token, systemid: session.systemid };
  const topUp = (amount: number) =>
    call<{ reference: string }>(topUpEndpoints.create, { amount, bank: '101' }, headers);
  const pay = (reference: string, amount?: number) =>
    call(sandboxBankEndpoints.pay, amount === undefined ? { reference } : { reference, amount });
  const split = await topUp(1000);
  await pay(split.reference, 500);
  await pay(split.reference, 510);
  const whole = await topUp(5000);
  await pay(whole.reference);
  return {
    ...merchant,
    split: split.reference.toUpperCase(),
    whole: whole.reference.toUpperCase(),
  };
}

async function openTransactions(
  browserInstance: Browser,
  merchant: { email: string; password: string },
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const context = await browserInstance.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signInThroughUi(page, merchant.email, merchant.password);
  await page.waitForURL('**/dashboard');
  await page.goto('/transactions/all');
  await expect
    .poll(() => page.getByRole('table', { name: 'Wallet transactions' }).getByRole('row').count())
    .toBe(4); // the heading and three payments
  return page;
}

describe('/transactions/all', () => {
  let merchant: Awaited<ReturnType<typeof storeWithTopUps>>;
  beforeAll(async () => {
    merchant = await storeWithTopUps();
  });

  it('opens a row in a drawer: each payment of one top-up with its own reference, fee and a receipt', async () => {
    const page = await openTransactions(browser(), merchant);
    const table = page.getByRole('table', { name: 'Wallet transactions' });

    await table
      .getByRole('row')
      .filter({ hasText: '₦490.00' })
      .getByText('Top-up', { exact: true })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Transaction details' });
    const receipt = drawer.getByRole('region', { name: 'Receipt' });
    await expect.poll(() => receipt.textContent()).toContain(`Reference${merchant.split}`);
    const first = (await receipt.textContent()) ?? '';
    expect(first).toContain('Fee₦10.00');
    expect(first).toContain('Total paid₦500.00');
    expect(first).toContain('Provider referenceSBX-');
    const firstPayment = first.match(/Payment reference(evt_[\w-]+)/)?.[1];
    expect(firstPayment).toBeDefined();
    expect(page.url()).toMatch(/\/transactions\/all\/[\w-]+$/);

    // The receipt prints alone: the page's print root holds it while printing.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed =
          document.querySelector('.print-table-root')?.textContent ?? '';
      };
    });
    await drawer.getByRole('button', { name: 'Print receipt' }).click();
    const printed = await page.evaluate(() => document.body.dataset.printed ?? '');
    expect(printed).toContain(`Payment reference${firstPayment}`);
    expect(printed).toContain('Printed ');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await table
      .getByRole('row')
      .filter({ hasText: '₦510.00' })
      .getByRole('link', { name: `Open the details of ${merchant.split}` })
      .click();
    await expect.poll(() => receipt.textContent()).toContain('Fee₦0.00');
    const second = (await receipt.textContent()) ?? '';
    expect(second).toContain(`Reference${merchant.split}`);
    expect(second).toMatch(/Payment referenceevt_/);
    expect(second).not.toContain(firstPayment);

    // A search for the amount as shown finds its row.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('5,000.00');
    await expect
      .poll(async () => (await table.getByRole('row').allTextContents()).slice(1).join('|'))
      .toMatch(new RegExp(`^${merchant.whole}Top-up.*₦5,000\\.00[^|]*$`));
  });

  it('refuses a From date after the To date with a message, asking the server nothing', async () => {
    const page = await openTransactions(browser(), merchant);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(endpointUrl(walletEndpoints.transactions)))
        asked.push(request.url());
    });
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await page.getByLabel('From', { exact: true }).fill('2026-02-01');
    const message = 'The From date must be on or before the To date';
    await expect.poll(() => page.getByText(message).count()).toBe(2); // under To, and in the table
    expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('No records').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-02-01');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-01-01');
    expect(asked.some((url) => url.includes('from=2026-02-01'))).toBe(false);

    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Wallet transactions' }).getByRole('row').count())
      .toBe(4);
  });

  it('counts the selected rows and exports only them', async () => {
    const page = await openTransactions(browser(), merchant);
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await table.getByRole('row').filter({ hasText: '₦5,000.00' }).getByRole('checkbox').check();
    await table.getByRole('row').filter({ hasText: '₦490.00' }).getByRole('checkbox').check();
    await expect.poll(() => page.getByText('2 selected').isVisible()).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      `${merchant.whole},Top-up,5000`,
      `${merchant.split},Top-up,490`,
    ]);

    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await expect.poll(() => page.getByText('3 selected').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => page.getByText(/\d selected/).count()).toBe(0);
  });

  it('shows the rows as cards at 390 px, amounts in view, without scrolling sideways', async () => {
    const page = await openTransactions(browser(), merchant, { width: 390, height: 844 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const amount = page.getByText('₦5,000.00').first();
    const box = await amount.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});
