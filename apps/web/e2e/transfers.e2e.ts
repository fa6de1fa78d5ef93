import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundWallet } from './support/top-ups';
import { signInThroughUi, signUpThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { typePin } from './support/pins';

const browser = launchBrowserForSuite();

const transferDialog = (page: Page) => page.getByRole('dialog', { name: 'Funds Transfer' });

async function openTransfer(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Funds Transfer' })
    .first()
    .click();
}

/**
 * First opening without a PIN: docs/product/rules.md 'Pin not set before' → set one up, then the
 * transfer.
 */
async function setUpPin(page: Page, pin: string) {
  const setup = page.getByRole('dialog', { name: 'Set up your PIN' });
  await expect.poll(() => setup.getByLabel('Digit 1 of 4').isVisible()).toBe(true);
  await typePin(setup, pin);
  await setup.getByRole('button', { name: 'Continue' }).click();
  await typePin(setup, pin);
  await setup.getByRole('button', { name: 'Save PIN' }).click();
  await setup.getByRole('button', { name: 'Done' }).click();
}

async function sendTo(
  page: Page,
  account: string,
  amount: string,
  options: { pin: string; save?: boolean },
) {
  const dialog = transferDialog(page);
  await expect.poll(() => dialog.getByLabel('Account number').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: /Bank/ }).click();
  await page.getByRole('option', { name: 'Access Bank' }).click();
  await dialog.getByLabel('Account number').fill(account);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Narration').fill('Fabric supplier');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const summary = dialog.getByLabel('Transfer summary');
  await expect.poll(() => summary.isVisible()).toBe(true);
  if (options.save) await dialog.getByRole('checkbox', { name: 'Add to beneficiaries' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await typePin(dialog, options.pin);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

const balance = (page: Page) => page.getByTestId('balance-amount').textContent();

describe('funds transfer', () => {
  it('pays a success account (balance down by amount + fee), and gets the money back from the failure account', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await fundWallet(page, 10_000);
    await expect.poll(() => balance(page)).toBe('₦10,000.00');

    await openTransfer(page);
    await setUpPin(page, '4826');
    await sendTo(page, '0000000001', '2500', { pin: '4826', save: true });
    const dialog = transferDialog(page);
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Transfer successful');
    // The amount sent, and the fee apart (not their total as if it had all been sent).
    expect(await dialog.textContent()).toContain('₦2,500.00 was sent to Sandbox Success Account');
    expect(await dialog.textContent()).toContain('Fee: ₦10.00');
    await dialog.getByRole('button', { name: 'Done' }).click(); // on /dashboard: the page reloads
    await expect.poll(() => balance(page)).toBe('₦7,490.00');

    await openTransfer(page);
    await sendTo(page, '0000000002', '1000', { pin: '4826' });
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Transfer is being processed');
    // The result follows the transfer: the bank's failure a few seconds later shows there.
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000, interval: 500 })
      .toContain('Transfer failed and the money was returned to your wallet');
    expect(await dialog.textContent()).toContain('₦1,010.00 is back in your wallet.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    // (the ₦1,010.00 left the wallet then came back, and the balance follows both live, so only
    // the end state is certain to be seen)

    // the bank fails it a moment later: the money comes back, the reversal is listed
    await page.goto('/transactions/all');
    const table = page.getByRole('table', { name: 'Wallet transactions' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await table.waitFor();
          return table.textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain('Reversal');
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('+₦1,010.00');
    expect(text).toContain('−₦1,000.00');
    expect(text).toContain('−₦2,500.00');
    expect(text).toContain('−₦10.00');
    await page.goto('/dashboard');
    await expect.poll(() => balance(page)).toBe('₦7,490.00');

    // the first payee was kept as a beneficiary; it can be picked and deleted
    await openTransfer(page);
    await transferDialog(page).getByRole('button', { name: 'Beneficiaries' }).click();
    const list = page.getByRole('dialog', { name: 'Beneficiaries' });
    await expect.poll(() => list.textContent()).toContain('Sandbox Success Account');
    await list.getByRole('button', { name: 'Delete Sandbox Success Account' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete beneficiary' });
    expect(await ask.textContent()).toContain('Are you sure you want to delete this beneficiary?');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => list.textContent()).toContain('You currently have no beneficiaries');
  });

  it('locks PIN use at the fifth wrong PIN, and resets the personal PIN from Settings', async () => {
    const page = await newPage(browser());
    await signUpThroughUi(page);
    await fundWallet(page, 5000);
    await openTransfer(page);
    await setUpPin(page, '4826');

    // Settings → Reset personal pin: old, new, confirm, success
    await page
      .getByRole('dialog', { name: 'Funds Transfer' })
      .getByRole('button', { name: 'Close' })
      .click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('button', { name: 'Reset personal pin' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset personal pin' });
    await typePin(reset, '4826');
    await reset.getByRole('button', { name: 'Continue' }).click();
    await typePin(reset, '5937');
    await reset.getByRole('button', { name: 'Continue' }).click();
    await typePin(reset, '5937');
    await reset.getByRole('button', { name: 'Save PIN' }).click();
    await expect
      .poll(() => reset.getByRole('status').textContent())
      .toContain('Your PIN has been changed.');
    await reset.getByRole('button', { name: 'Done' }).click();

    await openTransfer(page);
    const dialog = transferDialog(page);
    await sendTo(page, '0000000001', '500', { pin: '4826' }); // the old PIN no longer works
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Incorrect PIN');
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await typePin(dialog, '4826');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Incorrect PIN');
    }
    await typePin(dialog, '4826');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('PIN use is locked until');
    await typePin(dialog, '5937'); // even the right PIN, while locked
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('PIN use is locked until');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => balance(page)).toBe('₦5,000.00');
  });

  it("sends a sub-user's transfer with the staff PIN the main user sets in Settings", async () => {
    const owner = await newPage(browser());
    await owner.goto('/sign-in');
    await signInThroughUi(owner, 'ada@example.com', 'Olivia#Demo26');
    await owner.waitForURL('**/dashboard');
    await fundWallet(owner, 3000);

    // no staff PIN yet: the sub-user is told to ask the main user, and offered no set-up
    const staff = await newPage(browser());
    await staff.goto('/sign-in');
    await signInThroughUi(staff, 'tunde@example.com', 'Olivia#Demo26');
    await staff.waitForURL('**/dashboard');
    const staffNav = staff.getByRole('navigation', { name: 'Main navigation' }).first();
    await staffNav.getByRole('button', { name: 'Settings' }).click();
    await expect
      .poll(() => staffNav.getByRole('button', { name: 'Change password' }).count())
      .toBe(1);
    expect(await staffNav.getByRole('button', { name: 'Reset sub-user pin' }).count()).toBe(0);
    await openTransfer(staff);
    await expect
      .poll(() => transferDialog(staff).getByRole('alert').textContent())
      .toContain('Ask the main user to set it in Settings, Reset sub-user pin.');

    // the main user: Settings → Reset sub-user pin, 'I haven't set this up before', new, confirm
    const nav = owner.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('button', { name: 'Reset sub-user pin' }).click();
    const reset = owner.getByRole('dialog', { name: 'Reset sub-user pin' });
    await reset.getByRole('checkbox', { name: "I haven't set this up before" }).check();
    await reset.getByRole('button', { name: 'Continue' }).click();
    await typePin(reset, '3719');
    await reset.getByRole('button', { name: 'Continue' }).click();
    await typePin(reset, '3719');
    await reset.getByRole('button', { name: 'Save PIN' }).click();
    await expect.poll(() => reset.getByRole('status').isVisible()).toBe(true);
    await reset.getByRole('button', { name: 'Done' }).click();

    await transferDialog(staff).getByRole('button', { name: 'Retry' }).click();
    await sendTo(staff, '0123456789', '150', { pin: '3719' });
    await expect
      .poll(() => transferDialog(staff).getByRole('status').textContent())
      .toContain('Transfer successful');

    await owner.goto('/transactions/all?q=150');
    const table = owner.getByRole('table', { name: 'Wallet transactions' });
    await expect.poll(() => table.textContent(), { timeout: 20_000 }).toContain('−₦150.00');

    // the account log names Tunde, who sent it, not Ada, who set the PIN
    await owner.goto('/account/logs');
    const log = owner.getByRole('table', { name: 'Account log' });
    await expect.poll(() => log.getByText('Set the staff PIN').first().isVisible()).toBe(true);
    await owner.getByLabel('Person').selectOption({ label: 'Tunde Bello' });
    await expect
      .poll(() => log.getByRole('row').filter({ hasText: 'Sent a transfer' }).count())
      .toBeGreaterThan(0);
  });
});
