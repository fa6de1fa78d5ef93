import { endpointUrl } from '@olivia/contracts/endpoint';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Top up -> Wema Bank, amount -> Proceed: the payment details of a new top-up. */
export async function startTopUp(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallet Top Up' });
  await dialog.getByRole('button', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'Wema Bank' }).click();
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  const account = dialog.getByTestId('top-up-account-number');
  await expect.poll(() => account.isVisible()).toBe(true);
  const reference =
    (await dialog.getByText(/^Reference: /).textContent())?.replace('Reference: ', '') ?? '';
  return { dialog, accountNumber: (await account.textContent())?.trim() ?? '', reference };
}

/**
 * Tops the signed-in store's wallet up by `amount` through the API and the sandbox bank (a
 * journey about something else starts with money), then reloads. `bank`: a channel of the
 * store's currency ('035' Wema for NGN, 'SANDBOX' for the others).
 */
export async function fundWallet(page: Page, amount: number, bank = '035') {
  const headers = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    systemid: localStorage.getItem('systemid') ?? '',
  }));
  const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ reference: string }>);
  const topUp = await post(endpointUrl(topUpEndpoints.create), { amount, bank }, headers);
  await post(endpointUrl(sandboxBankEndpoints.pay), { reference: topUp.reference });
  await page.reload();
}
