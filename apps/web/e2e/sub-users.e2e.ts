import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { latestResetLink, launchBrowserForSuite, newPage, uniqueEmail } from './support/browser';

const browser = launchBrowserForSuite();

/** The demo store's main user (seeded on an empty database). */
const MAIN_USER = { email: 'ada@example.com', password: 'Olivia#Demo26' };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughUi(page, email, password);
  await page.waitForURL('**/dashboard');
}

describe('sub-users', () => {
  it('invites a sub-user who sets a password, never sees the screen, and cannot sign in once disabled', async () => {
    const staff = { email: uniqueEmail('staff'), password: 'Ledger#Blue57', name: 'Tunde Bello' };

    // The main user invites them: no password, an e-mail with a set-password link.
    const main = await newPage(browser());
    await signIn(main, MAIN_USER.email, MAIN_USER.password);
    const mainNav = main.getByRole('navigation', { name: 'Main navigation' });
    await mainNav.getByRole('link', { name: 'Sub-users' }).click();
    await main.waitForURL('**/sub-users/all');
    await main.getByRole('link', { name: 'Invite sub-user' }).first().click();
    const drawer = main.getByRole('dialog', { name: 'Invite sub-user' });
    await drawer.getByLabel('First name').fill('Tunde');
    await drawer.getByLabel('Last name').fill('Bello');
    await drawer.getByLabel('Email').fill(staff.email);
    await drawer.getByLabel('Phone').fill('+2348031234567');
    await drawer.getByLabel('May see the balance').check();
    await drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() =>
        main.getByText(`An invitation email is on its way to ${staff.email}.`).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => drawer.count()).toBe(0);

    await main.getByRole('searchbox', { name: 'Search' }).fill(staff.email);
    await main.waitForURL(/[?&]q=/);
    const row = main.getByRole('row').filter({ hasText: staff.email });
    await expect.poll(() => row.getByText('Invited').isVisible()).toBe(true);

    // The sub-user opens the e-mailed link (the server log stands in for the mailbox).
    const invited = await newPage(browser());
    await invited.goto(await latestResetLink(staff.email));
    await invited.getByLabel('Password', { exact: true }).fill(staff.password);
    await invited.getByLabel('Confirm password').fill(staff.password);
    await invited.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => invited.getByText(/Your password has been reset/).isVisible())
      .toBe(true);

    // They sign in and do not see /sub-users/all, in the sidebar or by typing it.
    await signIn(invited, staff.email, staff.password);
    const staffNav = invited.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => staffNav.getByRole('link', { name: 'Chats' }).count()).toBe(1);
    expect(await staffNav.getByRole('link', { name: 'Sub-users' }).count()).toBe(0);
    await invited.goto('/sub-users/all');
    await expect
      .poll(() => invited.getByRole('heading', { name: 'You cannot open this page' }).isVisible())
      .toBe(true);
    expect(await invited.getByRole('table', { name: 'Sub-users' }).count()).toBe(0);

    // The main user sees them active, and disables them.
    await main.reload();
    await expect.poll(() => row.getByText('Active').isVisible()).toBe(true);
    await row.getByRole('button', { name: `Actions for ${staff.name}` }).click();
    await main.getByRole('menuitem', { name: 'Disable' }).click();
    const confirm = main.getByRole('dialog', { name: `Disable ${staff.name}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect
      .poll(() => main.getByText(`${staff.name} can no longer sign in.`).isVisible())
      .toBe(true);
    await expect.poll(() => row.getByText('Disabled').isVisible()).toBe(true);

    // Their open session has ended, and signing in again fails.
    await invited.goto('/transactions/all');
    await invited.waitForURL('**/sign-in**');
    await signInThroughUi(invited, staff.email, staff.password);
    await expect
      .poll(() => invited.getByText('Incorrect email or password').isVisible())
      .toBe(true);
    expect(new URL(invited.url()).pathname).toBe('/sign-in');
  });
});
