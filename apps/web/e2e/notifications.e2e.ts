import { endpointUrl } from '@olivia/contracts/endpoint';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { customerOf, storeUrlOf } from './support/customers';

const browser = launchBrowserForSuite();

/** Resolves once the page's store channel has accepted its token (the server says so). */
function storeChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('system:connected')) resolve();
      });
    });
  });
}

const sessionHeaders = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    systemid: localStorage.getItem('systemid') ?? '',
  }));

/** A top-up of `naira`, paid at the sandbox bank; answers when the payment has been applied. */
async function payTopUp(page: Page, naira: number) {
  const headers = await sessionHeaders(page);
  const created = await fetch(`${baseUrl()}${endpointUrl(topUpEndpoints.create)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ amount: naira, bank: '035' }),
  }).then((response) => response.json() as Promise<{ reference: string }>);
  const paid = await fetch(`${baseUrl()}${endpointUrl(sandboxBankEndpoints.pay)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: created.reference }),
  });
  expect(paid.status).toBe(200);
}

/** Opens the bell and answers how many of its entries match `text`, once one does. */
async function bellEntries(page: Page, text: RegExp): Promise<number> {
  await page.getByRole('button', { name: /Notifications/ }).click();
  const entries = page.getByRole('menu').getByText(text);
  await expect.poll(() => entries.count()).toBeGreaterThan(0);
  const count = await entries.count();
  await page.keyboard.press('Escape');
  return count;
}

describe('notifications as money lands (docs/product/records.md Notifications)', () => {
  it('shows a credit toast within 2 s of a paid top-up, and it opens the transactions', async () => {
    const page = await newPage(browser());
    const ready = storeChannelReady(page);
    await signUpThroughUi(page);
    await ready;

    await payTopUp(page, 5000);
    const toast = page.getByText(/Your wallet was credited with ₦5,000\.00 from top-up/);
    await expect.poll(() => toast.first().isVisible(), { timeout: 2_000, interval: 50 }).toBe(true);
    expect(await page.getByText(/Time:/).count()).toBe(0);
    await toast.first().click();
    await page.waitForURL('**/transactions/all');

    // docs/product/client-settings.md keeps the list in local storage: a reload (and a later visit)
    // still shows it.
    const credited = /credited with ₦5,000\.00/;
    expect(await bellEntries(page, credited)).toBe(1);
    await page.reload();
    expect(await bellEntries(page, credited)).toBe(1);
    await page.goto('/dashboard');
    expect(await bellEntries(page, credited)).toBe(1);
    await page.close();
  });

  it('gives a duplicate no second toast and no second entry', async () => {
    const page = await newPage(browser());
    const ready = storeChannelReady(page);
    await signUpThroughUi(page);
    await ready;

    // A customer sends the same words twice in one conversation: docs/product/records.md's
    // duplicate of a chat.
    const customer = await customerOf(await storeUrlOf(page));
    await customer.say('Is the blue ankara still in stock?');
    const toast = page.getByText('Is the blue ankara still in stock?');
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await customer.say('Is the blue ankara still in stock?');
    await customer.say('Hello?');
    // the next message proves the repeat was delivered before it
    await expect.poll(() => page.getByText('Hello?').count(), { timeout: 10_000 }).toBe(1);
    expect(await toast.count()).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('notifications') ?? '[]');
    expect((JSON.parse(stored) as { message: string }[]).map((entry) => entry.message)).toEqual([
      'Hello?',
      'Is the blue ankara still in stock?',
    ]);
    await page.close();
  });
});
