import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { startTopUp } from './support/top-ups';

const browser = launchBrowserForSuite();

describe('wallet top-up', () => {
  it('tops up through the sandbox bank and shows the credit in the balance and the transactions', async () => {
    const page = await newPage(browser());
    await page.clock.install();
    await signUpThroughUi(page);
    const { accountNumber, reference } = await startTopUp(page, '2500');
    expect(accountNumber).toMatch(/^\d{10}$/);
    expect(reference).toMatch(/^TOP_[A-Z0-9]+$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

    const bank = await newPage(browser());
    await bank.goto('/sandbox-bank');
    await bank.getByLabel('Account number').fill(accountNumber);
    await bank.getByRole('button', { name: 'Find account' }).click();
    await expect.poll(() => bank.getByRole('button', { name: 'Pay' }).isVisible()).toBe(true);
    expect(await bank.getByLabel('Amount').inputValue()).toBe('2525');
    await bank.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => bank.getByText('Payment sent').first().isVisible()).toBe(true);

    await page.clock.fastForward('00:21'); // the next status poll (every 20 s)
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Top-up successful').first().isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText('₦2,500.00').first().isVisible()).toBe(true);

    await page.goto('/transactions/all');
    await expect.poll(() => page.getByRole('cell', { name: reference }).isVisible()).toBe(true);
  });

  it("shows 'Time up!' when the countdown ends unpaid, and Retry starts again", async () => {
    const page = await newPage(browser());
    await page.clock.install();
    await signUpThroughUi(page);
    await startTopUp(page, '1000');
    await page.clock.fastForward('31:00');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Time up!').first().isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Proceed' }).isVisible()).toBe(true);
  });
});
