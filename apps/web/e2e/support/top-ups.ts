import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
