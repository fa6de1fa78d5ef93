import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fundWallet } from './support/top-ups';
import { signInThroughUi } from './support/accounts';
import {
  clientAddressHeader,
  launchBrowserForSuite,
  newPage,
  uniqueEmail,
} from './support/browser';

const browser = launchBrowserForSuite();
const PIN = '4826';

async function typePin(scope: Locator, pin: string) {
  await scope.getByLabel('Digit 1 of 4').click();
  await scope.page().keyboard.type(pin);
}

/** A GBP sign-up: the set-up modal starts at the PIN (no BVN outside Nigeria), then /sign-in. */
async function signUpInPounds(page: Page) {
  const email = uniqueEmail('pounds');
  const password = 'Kettle#Blue42';
  await page.context().setExtraHTTPHeaders(clientAddressHeader());
  await page.goto('/sign-up');
  await page.getByLabel('Business name').fill('Brick Lane Bakes');
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+447700900123');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/dashboard');

  const setUp = page.getByRole('region', { name: 'Verify your business' });
  await expect
    .poll(() => setUp.getByText('Set up your 4-digit PIN').isVisible(), { timeout: 20_000 })
    .toBe(true);
  expect(await setUp.getByLabel('BVN').count()).toBe(0);
  await typePin(setUp, PIN);
  await setUp.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => setUp.getByText('Confirm your PIN').isVisible()).toBe(true);
  await typePin(setUp, PIN);
  await setUp.getByRole('button', { name: 'Set PIN' }).click();
  await expect
    .poll(() => setUp.getByText('You are all set up').isVisible(), { timeout: 20_000 })
    .toBe(true);
  await setUp.getByRole('button', { name: 'Done' }).click();
  await page.waitForURL('**/sign-in');
  await signInThroughUi(page, email, password);
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByRole('heading', { name: 'Hi, Amaka' }).isVisible()).toBe(true);
}

async function openPayout(page: Page, entry: 'Settlements' | 'Account details') {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.getByRole('button', { name: entry }).isVisible())) {
    await nav.getByRole('button', { name: 'Payout' }).click();
  }
  await nav.getByRole('button', { name: entry }).click();
}

async function saveWithPin(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.getByLabel('Digit 1 of 4').isVisible()).toBe(true);
  await typePin(dialog, PIN);
  await dialog.getByRole('button', { name: 'Save details' }).click();
}

describe('a GBP store is paid out to its own bank account (docs/product/records.md Settlement)', () => {
  it('sets up its account with a sort code and ID, edits it, settles and sees the history', async () => {
    const page = await newPage(browser());
    await signUpInPounds(page);
    await fundWallet(page, 100, 'SANDBOX');

    await openPayout(page, 'Account details');
    const account = page.getByRole('dialog');
    await expect
      .poll(() => account.getByText('You are yet to set up your account details').isVisible())
      .toBe(true);
    await account.getByRole('button', { name: 'Set it up here' }).click();
    await account.getByLabel('Account name').fill('Amaka Eze');
    await account.getByLabel('Account number').fill('12345678');
    await account.getByLabel('Bank').fill('Barclays');
    await account.getByLabel('Sort code').fill('12345');
    const id = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#eee' },
    })
      .png()
      .toBuffer();
    await account
      .getByLabel('Valid ID')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: id });
    await account.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => account.getByRole('img').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await account.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => account.getByText('Sort code must be six digits').isVisible())
      .toBe(true);
    await account.getByLabel('Sort code').fill('12-34-56');
    await saveWithPin(account);
    await expect
      .poll(() => page.getByText('Account details set successfully').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => account.getByText('123456').isVisible()).toBe(true);

    await account.getByRole('button', { name: 'Edit' }).click();
    await account.getByLabel('Bank').fill('Monzo');
    await account.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => account.getByText('Barclays').isVisible()).toBe(true);
    await account.getByRole('button', { name: 'Edit' }).click();
    await account.getByLabel('Bank').fill('Monzo');
    await saveWithPin(account);
    await expect.poll(() => account.getByText('Monzo').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Escape');

    await openPayout(page, 'Settlements');
    const settle = page.getByRole('dialog');
    await expect
      .poll(() => settle.getByText('You currently have no settlements').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await settle.getByLabel('Amount').fill('40');
    await settle.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => settle.getByLabel('Digit 1 of 4').isVisible()).toBe(true);
    await typePin(settle, PIN);
    await settle.getByRole('button', { name: 'Request settlement' }).click();
    await expect
      .poll(() => settle.getByText('Successful').first().isVisible(), { timeout: 20_000 })
      .toBe(true);
    await settle.getByRole('button', { name: 'Done' }).click();

    await openPayout(page, 'Settlements');
    const again = page.getByRole('dialog');
    const history = again.getByRole('table');
    await expect.poll(() => history.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await history.textContent()).toContain('£40.00');
    expect(await history.textContent()).toContain('Monzo');
    await page.close();
  });
});
