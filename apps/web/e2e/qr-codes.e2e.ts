import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

describe('QR codes', () => {
  it('lets Ada print a code for her store, and each scan by a customer is counted', async () => {
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    await page.goto('/sign-in');
    await signInThroughUi(page, 'ada@example.com', 'Olivia#Demo26');
    await page.waitForURL('**/dashboard');

    await page.goto('/qr-codes/all');
    const table = page.getByRole('table', { name: 'QR codes' });
    await expect.poll(() => table.getByText('Aso-oke deposit — ₦50,000').count()).toBe(1);

    // A new code for the store itself.
    await page.getByRole('link', { name: 'New QR code' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Opens').selectOption({ label: 'Store' });
    await drawer.getByLabel('Label').fill('Till — Lekki');
    await drawer.getByRole('button', { name: 'Create QR code' }).click();
    await shown(page, 'QR code Till — Lekki created');
    const row = table.getByRole('row', { name: /Till — Lekki/ });
    await expect.poll(() => row.count()).toBe(1);

    // Its scan link, as a customer's phone opens it: the store's page, and one scan counted.
    await row.getByRole('button', { name: 'Actions for Till — Lekki' }).click();
    await page.getByRole('menuitem', { name: 'Copy scan link' }).click();
    await shown(page, 'Scan link copied');
    const scanLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(scanLink).toMatch(/\/q\/\w+$/);
    // A phone's browser (headless Chromium names itself and is not counted, as bots are not).
    const phone = await browser().newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 ' +
        '(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const customer = await phone.newPage();
    await customer.goto(scanLink);
    await customer.waitForURL(/\/store\/adas-fabrics/);
    await phone.close();
    await page.reload();
    await expect.poll(() => table.getByRole('row', { name: /Till — Lekki/ }).count()).toBe(1);
    const headers = await table.getByRole('columnheader').allTextContents();
    const scans = table
      .getByRole('row', { name: /Till — Lekki/ })
      .getByRole('cell')
      .nth(headers.findIndex((text) => /scans/i.test(text)));
    await expect.poll(() => scans.textContent(), { timeout: 15_000 }).toBe('1');
  });
});
