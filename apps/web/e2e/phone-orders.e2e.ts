import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';

const browser = launchBrowserForSuite();

describe('a sale by phone', () => {
  it('Ada adds a customer, takes their order by phone paid in cash, refunds one item in cash, then erases the customer on request', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await setPinThroughApi(merchant, '4826');
    const name = `Tunde Bakare ${randomUUID().slice(0, 6)}`;

    // The customer, added by hand with their consent to SMS.
    await merchant.goto('/customers/all');
    await merchant.getByRole('link', { name: 'New customer' }).first().click();
    const form = merchant.getByRole('dialog');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill('+2348035550177');
    await form.getByLabel('Notes').fill('Calls on Fridays');
    await form.getByLabel('Tags').fill('wholesale');
    await form.getByLabel('Tags').press('Enter');
    await form.getByLabel('Agrees to marketing SMS').check();
    await form.getByRole('button', { name: 'Add customer' }).click();
    await merchant.waitForURL(/\/customers\/all$/);
    await merchant.goto(`/customers/all?q=${encodeURIComponent(name)}`);
    const customerRow = merchant.getByRole('row').filter({ hasText: name });
    await expect.poll(() => customerRow.textContent(), { timeout: 20_000 }).toContain('wholesale');

    // The order, taken by phone for that customer and paid in cash.
    await merchant.goto('/orders/all');
    await merchant.getByRole('link', { name: 'New order' }).first().click();
    const order = merchant.getByRole('dialog');
    await order.getByRole('searchbox', { name: 'Find a customer' }).fill(name.slice(0, 12));
    await order.getByRole('button', { name: new RegExp(name) }).click();
    await order.getByRole('searchbox', { name: 'Add a product' }).fill('Hibiscus');
    await order
      .getByRole('button', { name: /Hibiscus Ankara/ })
      .first()
      .click();
    const line = order.getByRole('group', { name: 'Hibiscus Ankara' });
    await line.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    expect(await order.getByRole('radio', { name: 'Cash received' }).isChecked()).toBe(true);
    await order.getByRole('button', { name: 'Create order' }).click();
    const detail = merchant.getByRole('dialog', { name: /^Order #/ });
    await expect
      .poll(() => detail.textContent(), { timeout: 20_000 })
      .toContain('Taken by phone or at the counter');
    expect(await detail.textContent()).toContain(name);
    const title = await detail
      .getByRole('heading', { name: /^Order #/ })
      .first()
      .textContent();
    const number = /#(\d+)/.exec(title ?? '')?.[1] ?? '';
    expect(number).not.toBe('');

    // One of the two goes back, in cash from the till, with Ada's PIN.
    await detail.getByRole('link', { name: 'Refund money' }).click();
    const refund = merchant.getByRole('dialog', { name: 'Refund money' });
    await refund.getByLabel('In cash from the till').check();
    await refund.getByLabel('How many Hibiscus Ankara').fill('1');
    await refund.getByLabel('Reason').fill('Bought one too many');
    await typePin(refund, '4826');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await shown(merchant, 'is on its way back.');
    const refunds = merchant.getByRole('region', { name: 'Refunds' });
    await expect
      .poll(() => refunds.textContent(), { timeout: 20_000 })
      .toContain('Bought one too many');

    // Asked to forget them: the personal data goes, the order stays without the name.
    await merchant.goto(`/customers/all?q=${encodeURIComponent(name)}`);
    await customerRow.getByRole('button', { name: `Actions for ${name}` }).click();
    await merchant.getByRole('menuitem', { name: 'Erase personal data' }).click();
    const confirm = merchant.getByRole('dialog', { name: `Erase ${name}'s personal data?` });
    await confirm.getByRole('button', { name: 'Erase personal data' }).click();
    await shown(merchant, `${name}'s personal data erased`);
    await merchant.goto(`/orders/all?q=${number}`);
    const orderRow = merchant.getByRole('row').filter({ hasText: `#${number}` });
    await expect
      .poll(() => orderRow.textContent(), { timeout: 20_000 })
      .toContain('Erased customer');
    expect(await orderRow.textContent()).not.toContain(name);
  });
});
