import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** The demo store's people (seeded on an empty database). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };
const TUNDE = { email: 'tunde@example.com', password: 'Olivia#Demo26' };

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, who.email, who.password);
  await page.waitForURL('**/dashboard');
}

describe('account logs', () => {
  it("shows the owner a staff member's failed and good sign-ins, filtered to them, and hides the screen from staff", async () => {
    // Tunde mistypes his password once, then signs in.
    const staff = await newPage(browser());
    await staff.goto('/sign-in');
    await signInThroughUi(staff, TUNDE.email, 'Not#HisPassword1');
    await expect
      .poll(() =>
        staff
          .getByText(/invalid|incorrect/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await signIn(staff, TUNDE);
    // The log is the main user's only: no link, and typing it does not show it.
    const staffNav = staff.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => staffNav.getByRole('link', { name: 'Chats' }).count()).toBe(1);
    expect(await staffNav.getByRole('link', { name: 'Account logs' }).count()).toBe(0);
    await staff.goto('/account/logs');
    await expect.poll(() => staff.getByRole('table', { name: 'Account log' }).count()).toBe(0);

    // Ada opens the log from the sidebar and narrows it to Tunde's security entries.
    const owner = await newPage(browser());
    await signIn(owner, ADA);
    const nav = owner.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Account logs' }).click();
    await owner.waitForURL('**/account/logs');
    const table = owner.getByRole('table', { name: 'Account log' });
    await expect.poll(() => table.getByText('Signed in').first().isVisible()).toBe(true);
    await owner.getByLabel('Person').selectOption({ label: 'Tunde Bello' });
    await owner.getByLabel('Kind of action').selectOption({ label: 'Security' });
    await owner.waitForURL(/group=security/);
    const rows = table.getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'Failed sign-in' }).count()).toBeGreaterThan(0);
    const good = rows.filter({ hasText: 'Signed in' }).first();
    expect(await good.textContent()).toContain('Tunde Bello');
    expect(await good.textContent()).toMatch(/Chrome on Linux|Chrome/);
    expect(await rows.filter({ hasText: 'Adaeze Okafor' }).count()).toBe(0);
  });
});
