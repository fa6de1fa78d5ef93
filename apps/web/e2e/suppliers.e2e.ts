import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';

const browser = launchBrowserForSuite();

describe('suppliers and purchase orders', () => {
  it('lets Ada reorder what is low from its supplier, receive it into stock and pay with her PIN', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await setPinThroughApi(merchant, '4826');

    await merchant.goto('/suppliers/all');
    await shown(merchant, 'Kano Textile Mills');

    // Low stock suggests an order from the adire collective; one tap drafts it.
    await merchant.getByRole('link', { name: 'Low stock' }).click();
    const adire = merchant.getByRole('region', { name: 'Abeokuta Adire Collective' });
    await adire.getByRole('button', { name: 'Create purchase order' }).click();
    const drawer = merchant.getByRole('dialog');
    await expect.poll(() => drawer.getByText('Draft').count()).toBeGreaterThan(0);

    // Sent to the supplier (e-mailed as a PDF), then received in full.
    await drawer.getByRole('button', { name: 'Send to supplier' }).click();
    await shown(merchant, 'Ordered');
    await drawer.getByRole('button', { name: 'Receive goods' }).click();
    await drawer.getByRole('button', { name: 'Add to stock' }).click();
    await expect.poll(() => drawer.getByText('Received', { exact: true }).count()).toBe(1);

    // Paid from the wallet: the bank names the account, the PIN sends it.
    await drawer.getByRole('button', { name: 'Pay supplier' }).click();
    await drawer.getByRole('button', { name: 'Check account' }).click();
    await shown(merchant, 'Emeka Nwosu');
    await typePin(drawer, '4826');
    await drawer.getByRole('button', { name: /^Pay ₦/ }).click();
    await shown(merchant, 'sent to the supplier');
    await expect.poll(() => drawer.getByText('Payments').count()).toBe(1);
    await expect
      .poll(async () => (await drawer.textContent()) ?? '')
      .toMatch(/Left to pay\s*₦0\.00/);
  });
});
