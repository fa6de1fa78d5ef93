import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { setPinThroughApi, typePin } from './support/pins';

const browser = launchBrowserForSuite();

/** The demo store's owner (seeded on an empty database): NGN, verified; the journeys' PIN. */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26', pin: '4826' };
const LIMIT_MESSAGE =
  'This would pass the daily payout limit of your verification tier. Nothing was sent. See Verification for your limits and how to raise them';

const balance = (page: Page) => page.getByTestId('balance-amount').textContent();

describe('verification centre', () => {
  it("shows the demo owner's tier and limits, and a transfer over the day's limit is refused, nothing sent", async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, ADA.email, ADA.password);
    await page.waitForURL('**/dashboard');
    await setPinThroughApi(page, ADA.pin);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Verification' })
      .first()
      .click();
    await page.waitForURL('**/verification/all');
    await expect
      .poll(() => page.getByText('Your store is at Tier 1 · Identity verified').isVisible())
      .toBe(true);
    expect(await page.getByRole('meter', { name: 'Transfers today' }).isVisible()).toBe(true);
    const yourTier = page.locator('li[aria-current="step"]', { hasText: 'your tier' });
    expect(await yourTier.textContent()).toContain('₦5,000,000.00 a day');

    await page.goto('/dashboard');
    await expect.poll(() => balance(page)).toMatch(/^₦/);
    const before = await balance(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Funds Transfer' })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Funds Transfer' });
    await expect.poll(() => dialog.getByLabel('Account number').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /Bank/ }).click();
    await page.getByRole('option', { name: 'Access Bank' }).click();
    await dialog.getByLabel('Account number').fill('0000000001');
    await dialog.getByLabel('Amount').fill('5000001');
    await dialog.getByLabel('Narration').fill('Too much for one day');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.getByLabel('Transfer summary').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await typePin(dialog, ADA.pin);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.textContent(), { timeout: 20_000 }).toContain(LIMIT_MESSAGE);
    await page.goto('/dashboard');
    await expect.poll(() => balance(page)).toBe(before);
  });
});
