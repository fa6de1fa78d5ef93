import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clientAddressHeader, uniqueEmail } from './browser';

export interface Merchant {
  email: string;
  password: string;
  firstName: string;
}

export async function signUpThroughUi(
  page: Page,
  overrides: Partial<Merchant> = {},
): Promise<Merchant> {
  const merchant = {
    email: uniqueEmail('merchant'),
    password: 'Kettle#Blue42',
    firstName: 'Amaka',
    ...overrides,
  };
  await page.context().setExtraHTTPHeaders(clientAddressHeader());
  await page.goto('/sign-up');
  await page.getByLabel('Business name').fill('Amaka Styles');
  await page.getByLabel('First name').fill(merchant.firstName);
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(merchant.email);
  await page.getByLabel('Phone').fill('+2348012345678');
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByLabel('Confirm password').fill(merchant.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/dashboard');
  return merchant;
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to sign out?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL('**/sign-in');
}
