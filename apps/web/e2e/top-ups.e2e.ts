import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { startTopUp } from './support/top-ups';

const browser = launchBrowserForSuite();

/** Pays `amount` into a top-up account from the sandbox bank page, as a payer would. */
async function payFromSandboxBank(browser: Browser, accountNumber: string, amount?: string) {
  const bank = await newPage(browser);
  await bank.goto('/sandbox-bank');
  await bank.getByLabel('Account number').fill(accountNumber);
  await bank.getByRole('button', { name: 'Find account' }).click();
  await expect.poll(() => bank.getByRole('button', { name: 'Pay' }).isVisible()).toBe(true);
  if (amount) await bank.getByLabel('Amount').fill(amount);
  await bank.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => bank.getByText('Payment sent').first().isVisible()).toBe(true);
  await bank.context().close();
}

describe('pending top-ups', () => {
  it('finds a pending top-up again after the dialog is closed, on the card and above the transactions', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    const { dialog, accountNumber, reference } = await startTopUp(page, '1500');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const pending = page.getByRole('region', { name: 'Pending top-ups' });
    await expect.poll(() => pending.textContent()).toContain(reference);
    expect(await pending.textContent()).toContain('₦1,515.00 due');
    expect(await pending.textContent()).toContain(`Wema Bank · ${accountNumber}`);
    expect(await pending.textContent()).toMatch(/(29|30):\d\d left/);
    await pending.getByRole('button', { name: `View details of top-up ${reference}` }).click();
    await expect
      .poll(() => dialog.getByTestId('top-up-account-number').textContent())
      .toBe(accountNumber);
    expect(await dialog.getByText(`Reference: ${reference}`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/transactions/all');
    const notice = page.getByRole('region', { name: 'Pending top-ups' });
    await expect.poll(() => notice.textContent()).toContain(reference);
    await notice.getByRole('button', { name: `View details of top-up ${reference}` }).click();
    await expect
      .poll(() => dialog.getByTestId('top-up-account-number').textContent())
      .toBe(accountNumber);
  });

  it('after a short payment shows what was received and what is still owed', async () => {
    const page = await newPage(browser());
    await page.clock.install();
    await signUpThroughUi(page);
    const { dialog, accountNumber } = await startTopUp(page, '2000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByText('No payment received yet').isVisible()).toBe(true);
    const progress = dialog.getByRole('progressbar', { name: 'Payment received' });
    await page.clock.fastForward('02:00'); // time passing is not payment
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');

    await payFromSandboxBank(browser(), accountNumber, '1000');
    await page.clock.fastForward('00:21'); // the next status poll (every 20 s)
    await expect
      .poll(() => dialog.getByText('Paid amount is less than requested amount').isVisible())
      .toBe(true);
    expect(await dialog.getByText('Received ₦1,000.00 of ₦2,020.00').isVisible()).toBe(true);
    expect(await progress.getAttribute('aria-valuenow')).toBe('49');
    const owed = dialog.getByRole('region', { name: 'What is still owed' });
    expect(await owed.getByTestId('top-up-amount-due').textContent()).toBe('₦1,020.00');
    expect(await owed.textContent()).toContain(
      `Send the rest to Wema Bank, account ${accountNumber}`,
    );

    // Closed and found again, it still says what is owed.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const pending = page.getByRole('region', { name: 'Pending top-ups' });
    await expect.poll(() => pending.textContent()).toContain('₦1,020.00 due');
  });

  it('cancels a top-up for real, saying money sent later is still credited, and credits it', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    const { dialog, accountNumber, reference } = await startTopUp(page, '1000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByRole('button', { name: 'Cancel top-up' }).click();
    const question = dialog.getByRole('region', { name: 'Cancel this top-up?' });
    expect(await question.textContent()).toContain(
      `Money that still reaches Wema Bank ${accountNumber} after you cancel is added to your wallet all the same`,
    );
    await question.getByRole('button', { name: 'Cancel top-up' }).click();
    await expect.poll(() => dialog.getByText('Top-up cancelled').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // No longer pending, here or above the transactions.
    await page.reload();
    await expect.poll(() => page.getByText('₦0.00').first().isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Pending top-ups' }).count()).toBe(0);

    // Money that arrives after the cancel is still credited (ADR 0004).
    await payFromSandboxBank(browser(), accountNumber);
    await page.reload();
    await expect.poll(() => page.getByText('₦1,000.00').first().isVisible()).toBe(true);
    await page.goto('/transactions/all');
    await expect.poll(() => page.getByText(reference).first().isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Pending top-ups' }).count()).toBe(0);
  });
});
