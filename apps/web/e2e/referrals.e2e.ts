import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import {
  clientAddressHeader,
  launchBrowserForSuite,
  newPage,
  uniqueEmail,
} from './support/browser';

const browser = launchBrowserForSuite();

/** The demo store's people (seeded on an empty database). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };
const TUNDE = { email: 'tunde@example.com', password: 'Olivia#Demo26' };

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, who.email, who.password);
  await page.waitForURL('**/dashboard');
}

/** A business signing up through the referral link it was sent. */
async function signUpThrough(page: Page, link: string, businessName: string): Promise<void> {
  await page.context().setExtraHTTPHeaders(clientAddressHeader());
  await page.goto(new URL(link).pathname);
  expect(await page.getByLabel('Referral code').inputValue()).toBe('ADAFAB26');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill(uniqueEmail('referred'));
  await page.getByLabel('Phone').fill('+2348012345678');
  await page.getByLabel('Password', { exact: true }).fill('Kettle#Blue42');
  await page.getByLabel('Confirm password').fill('Kettle#Blue42');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/dashboard');
}

describe('referrals', () => {
  it('shows Ada her link and QR code, and the store that signs up with it', async () => {
    const owner = await newPage(browser());
    await signIn(owner, ADA);
    const nav = owner.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Referrals' }).click();
    await owner.waitForURL('**/referrals/all');

    const card = owner.getByRole('region', { name: 'Your referral link' });
    await expect.poll(() => card.getByText('ADAFAB26').isVisible()).toBe(true);
    const link = await card.getByRole('textbox', { name: 'Sign-up link' }).inputValue();
    expect(link).toMatch(/\/sign-up\/ADAFAB26$/);
    const qr = owner.getByRole('region', { name: 'QR code' });
    await expect.poll(() => qr.getByRole('img', { name: `QR code for ${link}` }).count()).toBe(1);
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      qr.getByRole('link', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('referral-ADAFAB26.png');
    expect(await owner.getByText('Not yet earning').isVisible()).toBe(true);

    // The demo's four referred stores; one is verified.
    const table = owner.getByRole('table', { name: 'Referred stores' });
    await expect.poll(() => table.getByText('Kano Leather Works').isVisible()).toBe(true);
    await owner.getByLabel('Verification').selectOption({ label: 'Verified' });
    await owner.waitForURL(/status=verified/);
    await expect.poll(() => table.getByText('Kano Leather Works').count()).toBe(0);
    // Waited for as well: the filtered page may still be loading when Kano has gone.
    await expect.poll(() => table.getByText('Chioma Beads & Crafts').isVisible()).toBe(true);

    // A business signs up through the link, and appears on Ada's list, not verified yet.
    const businessName = `Ikeja Phone Hub ${Date.now() % 100_000}`;
    await signUpThrough(await newPage(browser()), link, businessName);
    await owner.goto('/referrals/all');
    await expect.poll(() => table.getByText(businessName).isVisible()).toBe(true);
    const row = table.getByRole('row').filter({ hasText: businessName });
    expect(await row.textContent()).toContain('Not verified');

    // At 390 px the screen fits the phone's width.
    await owner.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => card.getByText('ADAFAB26').isVisible()).toBe(true);
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the sub-user the same referrals at /qr-code/all', async () => {
    const staff = await newPage(browser());
    await signIn(staff, TUNDE);
    await staff.goto('/qr-code/all');
    const card = staff.getByRole('region', { name: 'Your referral link' });
    await expect.poll(() => card.getByText('ADAFAB26').isVisible()).toBe(true);
    const table = staff.getByRole('table', { name: 'Referred stores' });
    await expect.poll(() => table.getByText('Chioma Beads & Crafts').isVisible()).toBe(true);
  });
});
