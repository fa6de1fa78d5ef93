import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { clientAddressHeader, uniqueEmail } from './browser';

export interface Merchant {
  email: string;
  password: string;
  firstName: string;
}

/**
 * A fresh NGN store is not an agent: its dashboard opens the verification modal. Journeys about
 * something else verify it the way the modal would (a photo, then a sandbox BVN that matches),
 * through the API, and reload as the next sign-in would find it.
 */
export async function becomeAgent(page: Page): Promise<void> {
  const urls = {
    upload: `${endpointUrl(uploadEndpoints.uploadImage)}?purpose=verification`,
    register: endpointUrl(agentEndpoints.register),
  };
  await page.evaluate(async ({ upload, register }) => {
    const headers = {
      token: localStorage.getItem('token') ?? '',
      systemid: localStorage.getItem('systemid') ?? '',
    };
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) context.fillRect(0, 0, 64, 64);
    const photo = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg'));
    if (!photo) throw new Error('no photo');
    const form = new FormData();
    form.append('logo', photo, 'me.jpg');
    const uploaded = await fetch(upload, { method: 'POST', headers, body: form });
    if (!uploaded.ok) throw new Error(`upload: ${await uploaded.text()}`);
    const { imageURL } = (await uploaded.json()) as { imageURL: string };
    const verified = await fetch(register, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ bvn: '22200000001', businessimgurl: 'Lagos', imgurl: imageURL }),
    });
    if (!verified.ok) throw new Error(`register: ${await verified.text()}`);
    localStorage.setItem('isAgent', 'true');
    localStorage.setItem('isVerified', 'true');
  }, urls);
  await page.reload();
}

export async function signUpThroughUi(
  page: Page,
  overrides: Partial<Merchant> & { agent?: boolean } = {},
): Promise<Merchant> {
  const { agent = true, ...fields } = overrides;
  const merchant = {
    email: uniqueEmail('merchant'),
    password: 'Kettle#Blue42',
    firstName: 'Amaka',
    ...fields,
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
  if (agent) await becomeAgent(page);
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
