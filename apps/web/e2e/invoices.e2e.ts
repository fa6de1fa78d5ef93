import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

describe('invoices', () => {
  it('lets Ada send an invoice that her customer pays half by transfer and the rest by card, with its PDF', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');

    // The demo's invoices, then a new one sent at once.
    await merchant.goto('/invoice/all');
    const table = merchant.getByRole('table', { name: 'Invoices' });
    await expect.poll(() => table.getByRole('link', { name: 'INV-0001' }).count()).toBe(1);
    await merchant.getByRole('link', { name: 'New invoice' }).first().click();
    const drawer = merchant.getByRole('dialog', { name: 'New invoice' });
    const email = `bisi.${Date.now().toString(36)}@example.com`;
    await drawer.getByLabel('Name', { exact: true }).fill('Bisi Adebayo');
    await drawer.getByLabel('E-mail', { exact: true }).fill(email);
    const line = drawer.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Description').fill('Bridal gele styling');
    await line.getByLabel('Unit price').fill('40000');
    await drawer.getByRole('button', { name: 'Save and send' }).click();
    const sent = merchant.getByText(new RegExp(`^INV-\\d{4} was sent to ${email}\\.$`));
    await expect.poll(() => sent.count(), { timeout: 15_000 }).toBe(1);
    const number = /INV-\d{4}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');

    // Its page, from the detail drawer, as the customer's e-mail links it.
    await table.getByRole('link', { name: number }).click();
    const detail = merchant.getByRole('dialog');
    const open = detail.getByRole('link', { name: "Open the customer's page" });
    await expect.poll(() => open.count()).toBe(1);
    const page = new URL((await open.getAttribute('href')) ?? '').pathname;
    expect(page).toMatch(/^\/i\/[0-9a-f-]{36}$/);

    // The customer, on a phone, pays ₦15,000 by transfer.
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const customer = await context.newPage();
    await customer.goto(page);
    await expect
      .poll(() => customer.getByRole('heading', { name: `Invoice ${number}` }).count())
      .toBe(1);
    await shown(customer, 'Bridal gele styling');
    await customer.getByLabel('Amount to pay').fill('15000');
    await customer.getByLabel('Bank transfer').check();
    await customer.getByRole('button', { name: 'Continue to pay' }).click();
    await customer.waitForURL(new RegExp(`${page}/p/`));
    await shown(customer, 'Send exactly ₦15,000.00 to this account:');
    await customer.getByRole('button', { name: 'Pay with the sandbox bank' }).click();
    await shown(customer, 'Payment received');

    // Ada sees it partly paid; the customer's page asks for the rest, which is paid by card.
    const row = table.getByRole('row', { name: new RegExp(number) });
    await expect
      .poll(
        async () => {
          await merchant.reload();
          return row.textContent();
        },
        { timeout: 20_000 },
      )
      .toContain('Partly paid');
    await customer.goto(page);
    await expect.poll(() => customer.getByLabel('Amount to pay').inputValue()).toBe('25000');
    await customer.getByLabel('Card').check();
    await customer.getByRole('button', { name: 'Continue to pay' }).click();
    await customer.waitForURL(/\/sandbox-card\//);
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByRole('button', { name: /^Pay / }).click();
    await customer.waitForURL(new RegExp(`${page}/p/`));
    await shown(customer, 'Payment received');
    await customer.goto(page);
    await shown(customer, 'This invoice is paid. Thank you!');
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The PDF a business would send, and the invoice paid in Ada's list.
    const pdf = await context.request.get(`${page}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
    await expect
      .poll(
        async () => {
          await merchant.reload();
          const text = (await row.textContent()) ?? '';
          return text.includes('Paid') && !text.includes('Partly paid');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await context.close();
  });
});
