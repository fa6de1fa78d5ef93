import { describe, expect, it } from 'vitest';
import { signInThroughUi, signOutThroughUi, signUpThroughUi } from './support/accounts';
import { latestResetLink, newPage, launchBrowserForSuite } from './support/browser';

const browser = launchBrowserForSuite();

describe('accounts', () => {
  it('signs up and lands on the dashboard, then signs out to /sign-in', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page);
    await expect.poll(() => page.getByText(`Hi, ${merchant.firstName}`).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await signOutThroughUi(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/sign-in**');
  });

  it('sends a signed-out visitor to /sign-in and back to where they were going', async () => {
    const page = await newPage(browser());
    await page.goto('/orders/all');
    await page.waitForURL('**/sign-in**');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/orders/all');
    // Signed in, the app loads as a document of its own (ADR 0022) and then titles the page.
    await expect.poll(() => page.title()).toMatch(/^Orders \| Olivia - /);
  });

  it('opens /sign-in as a document of its own, fetching the submit path only once touched', async () => {
    const page = await newPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    // ADR 0022: neither the app (its router, its entry) nor validation came with the page.
    const named = (name: string) => scripts.filter((file) => file.includes(`/${name}-`));
    expect(named('index')).toEqual([]);
    expect(named('zod')).toEqual([]);
    expect(named('submit-sign-in')).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => named('submit-sign-in').length).toBe(1);
    expect(named('zod')).toHaveLength(1);
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Hi, Adaeze').isVisible()).toBe(true);
  });

  it('says so when the password is wrong', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, 'james@example.com', 'Wrong#Guess1');
    await expect.poll(() => page.getByText('Incorrect email or password').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page);
    await signOutThroughUi(page);

    await page.goto('/recover-password');
    await page.getByLabel('Email').fill(merchant.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/recover-password/complete');

    const link = await latestResetLink(merchant.email);
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Mango#Tree88');
    await page.getByLabel('Confirm password').fill('Mango#Tree88');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .click();
    await page.waitForURL('**/sign-in**');

    await signInThroughUi(page, merchant.email, merchant.password);
    await expect.poll(() => page.getByText('Incorrect email or password').isVisible()).toBe(true);
    await signInThroughUi(page, merchant.email, 'Mango#Tree88');
    await page.waitForURL('**/dashboard');

    // The spent link says so when it opens, before asking for a new password.
    const spent = await newPage(browser());
    await spent.goto(link);
    await expect
      .poll(() =>
        spent
          .getByText('This reset link has already been used or replaced by a newer one.', {
            exact: false,
          })
          .isVisible(),
      )
      .toBe(true);
    expect(await spent.getByLabel('Password', { exact: true }).count()).toBe(0);
  });

  it('changes the password, then signs in with the new one', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Old password').fill('Not#MyPass1');
    await dialog.getByLabel('New password', { exact: true }).fill('Papaya#Sun99');
    await dialog.getByLabel('Confirm new password').fill('Papaya#Sun99');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => dialog.getByText('Incorrect password').isVisible()).toBe(true);

    await dialog.getByLabel('Old password').fill(merchant.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => dialog.getByText('Password reset successful').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL('**/sign-in**');

    await signInThroughUi(page, merchant.email, 'Papaya#Sun99');
    await page.waitForURL('**/dashboard');
  });

  it('deletes the account only with the right password, and the store can no longer sign in', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page);

    const openDeletion = async () => {
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Delete account' }).click();
      return page.getByRole('dialog', { name: 'Delete account' });
    };
    let dialog = await openDeletion();
    expect(await dialog.textContent()).toContain('Are you sure you want to delete your account?');
    // No: nothing happens.
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Yes waits for a password (ADR 0009); a wrong one deletes nothing.
    dialog = await openDeletion();
    expect(await dialog.getByRole('button', { name: 'Yes' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Your password').fill('Not#MyPass1');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => dialog.getByText('Incorrect password').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => page.getByText(`Hi, ${merchant.firstName}`).isVisible()).toBe(true);

    // The right password deletes it; the session ends and sign-in is refused.
    dialog = await openDeletion();
    await dialog.getByLabel('Your password').fill(merchant.password);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/sign-in**');
    await signInThroughUi(page, merchant.email, merchant.password);
    await expect.poll(() => page.getByText('Incorrect email or password').isVisible()).toBe(true);
  });
});
