import { endpointUrl } from '@olivia/contracts/endpoint';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** The demo store's owner (seeded on an empty database). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };

const ordersWith = (key: string) =>
  fetch(`${baseUrl()}${endpointUrl(orderEndpoints.list)}`, {
    headers: { authorization: `Bearer ${key}` },
  });

describe('API keys', () => {
  it('the main user creates a key in Settings › Developers, a client reads the orders with it, and revoking stops it', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, ADA.email, ADA.password);
    await page.waitForURL('**/dashboard');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const group = nav.getByRole('button', { name: 'Settings' });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await nav.getByRole('button', { name: 'Developers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developers' });

    const name = `Warehouse sync ${Date.now()}`;
    await dialog.getByRole('button', { name: 'Create API key' }).first().click();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Read orders').check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const secretBox = dialog.getByTestId('api-key-secret');
    await expect.poll(() => secretBox.isVisible(), { timeout: 30_000 }).toBe(true);
    const key = ((await secretBox.textContent()) ?? '').trim();
    expect(key).toMatch(/^olv_/);
    await expect.poll(() => dialog.getByText(/You will not see it again/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    const row = dialog.getByRole('listitem', { name });
    await expect.poll(() => row.getByText(key.slice(0, 12)).isVisible()).toBe(true);

    const answer = await ordersWith(key);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { content: Array<{ id: string }> };
    expect(body.content.length).toBeGreaterThan(0);
    // Not a money-out or settings endpoint: the key is refused there.
    const refused = await fetch(`${baseUrl()}${endpointUrl(walletEndpoints.dashboard)}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(403);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this key?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => row.getByText('Revoked', { exact: true }).isVisible()).toBe(true);
    expect((await ordersWith(key)).status).toBe(401);
  });
});
