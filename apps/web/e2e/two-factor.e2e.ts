import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughUi, signOutThroughUi, signUpThroughUi } from './support/accounts';
import { latestResetLink, launchBrowserForSuite, newPage, uniqueEmail } from './support/browser';

const browser = launchBrowserForSuite();

/** The app's code `stepsAhead` 30-second steps from now (each step's code is accepted once). */
const codeOf = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function openSecurity(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Settings' });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await nav.getByRole('button', { name: 'Security' }).click();
  return page.getByRole('dialog', { name: 'Security' });
}

/**
 * Sets up two-step sign-in in Settings › Security: the QR code, a first code, the ten recovery
 * codes shown once. Answers the app's secret and the first recovery code.
 */
async function turnOnInSecurity(page: Page) {
  const dialog = await openSecurity(page);
  await dialog.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect
    .poll(() => dialog.getByAltText('QR code for your authenticator app').isVisible())
    .toBe(true);
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  await typeCode(page, await codeOf(secret, 0));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  const recovery = (await codes.first().textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  return { dialog, secret, recovery };
}

describe('two-step sign-in', () => {
  it('is set up with a QR code and a first code, then asked at sign-in; a recovery code works once', async () => {
    const page = await newPage(browser());
    const merchant = await signUpThroughUi(page);
    const { dialog, secret, recovery } = await turnOnInSecurity(page);
    await expect.poll(() => dialog.getByText('Recovery codes left: 10.').isVisible()).toBe(true);
    // This device is listed and marked.
    await expect.poll(() => dialog.getByText('This device').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Sign in again: the password, then a code of the app (the next step's: one not used yet).
    await signOutThroughUi(page);
    await signInThroughUi(page, merchant.email, merchant.password);
    await expect
      .poll(() => page.getByText('Enter the 6-digit code from your authenticator app.').isVisible())
      .toBe(true);
    await typeCode(page, '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() =>
        page
          .getByText('That code is not right. Check your authenticator app and try again')
          .isVisible(),
      )
      .toBe(true);
    // Backspace from the last box empties them all.
    await page.getByLabel('Digit 6 of 6').click();
    for (let key = 0; key < 12; key += 1) await page.keyboard.press('Backspace');
    await typeCode(page, await codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Hi, ${merchant.firstName}`).isVisible()).toBe(true);

    // And with a recovery code instead, which then is spent.
    for (const attempt of ['first', 'again'] as const) {
      await signOutThroughUi(page);
      await signInThroughUi(page, merchant.email, merchant.password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') {
        await page.waitForURL('**/dashboard');
      } else {
        await expect
          .poll(() =>
            page
              .getByText('That code is not right. Check your authenticator app and try again')
              .isVisible(),
          )
          .toBe(true);
      }
    }
  });

  it('required by the main user, is set up by a sub-user at their next sign-in', async () => {
    const main = await newPage(browser());
    await signUpThroughUi(main);
    const { dialog } = await turnOnInSecurity(main);
    const requirement = dialog.getByLabel('Require two-step sign-in for sub-users');
    await requirement.click();
    await expect.poll(() => requirement.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The main user invites a sub-user, who sets a password from the e-mailed link.
    const staff = { email: uniqueEmail('staff'), password: 'Ledger#Blue57' };
    await main.goto('/sub-users/all');
    await main.getByRole('link', { name: 'Invite sub-user' }).first().click();
    const drawer = main.getByRole('dialog', { name: 'Invite sub-user' });
    await drawer.getByLabel('First name').fill('Tunde');
    await drawer.getByLabel('Last name').fill('Bello');
    await drawer.getByLabel('Email').fill(staff.email);
    await drawer.getByLabel('Phone').fill('+2348031234567');
    await drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    const invited = await newPage(browser());
    await invited.goto(await latestResetLink(staff.email));
    await invited.getByLabel('Password', { exact: true }).fill(staff.password);
    await invited.getByLabel('Confirm password').fill(staff.password);
    await invited.getByRole('button', { name: 'Reset password' }).click();
    await expect
      .poll(() => invited.getByText(/Your password has been reset/).isVisible())
      .toBe(true);

    // Their sign-in asks them to set it up: the QR code, a first code, the recovery codes.
    await invited.goto('/sign-in');
    await signInThroughUi(invited, staff.email, staff.password);
    await expect
      .poll(() =>
        invited.getByText('Your store requires two-step sign-in.', { exact: false }).isVisible(),
      )
      .toBe(true);
    expect(new URL(invited.url()).pathname).toBe('/sign-in');
    await expect
      .poll(() => invited.getByAltText('QR code for your authenticator app').isVisible())
      .toBe(true);
    const secret = (await invited.getByTestId('totp-secret').textContent()) ?? '';
    await typeCode(invited, await codeOf(secret, 0));
    await invited.getByRole('button', { name: 'Turn on' }).click();
    const codes = invited.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await invited.getByRole('button', { name: 'Continue' }).click();
    await invited.waitForURL('**/dashboard');

    // From now on their sign-in asks for a code.
    await signOutThroughUi(invited);
    await signInThroughUi(invited, staff.email, staff.password);
    await expect
      .poll(() =>
        invited.getByText('Enter the 6-digit code from your authenticator app.').isVisible(),
      )
      .toBe(true);
    await typeCode(invited, await codeOf(secret, 1));
    await invited.getByRole('button', { name: 'Verify' }).click();
    await invited.waitForURL('**/dashboard');
  });
});
