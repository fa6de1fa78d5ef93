import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';
import { setPinThroughApi, typePin } from './support/pins';

const browser = launchBrowserForSuite();

describe('split payments and card refunds', () => {
  it('lets Ada split a link with a partner, see the partner paid, then refund part of the payment', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');
    await setPinThroughApi(merchant, '4826');

    // A payee, checked with the bank.
    await merchant.goto('/split-payments?view=payees');
    await shown(merchant, "Chinwe's Tailoring");
    // The demo's tailor is paid weekly: her last deposits' shares are held until Friday.
    const tailor = merchant.getByRole('row', { name: /Chinwe's Tailoring/ });
    await expect.poll(() => tailor.textContent()).toContain('Weekly, Friday');
    expect(await tailor.textContent()).toContain('₦18,588.75');
    await merchant.getByRole('link', { name: 'Add payee' }).first().click();
    const payeeDrawer = merchant.getByRole('dialog');
    await payeeDrawer.getByLabel('Name', { exact: true }).fill('Tolu Frames');
    await payeeDrawer.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank' });
    await payeeDrawer.getByLabel('Account number').fill('0000000001');
    await payeeDrawer.getByRole('button', { name: 'Add payee' }).click();
    await shown(merchant, 'Tolu Frames was added.');

    // A split of 20%, previewed before it is saved.
    await merchant.goto('/split-payments');
    await merchant.getByRole('link', { name: 'New split' }).first().click();
    const splitDrawer = merchant.getByRole('dialog');
    await splitDrawer.getByLabel('Name', { exact: true }).fill('Frames 20%');
    await expect
      .poll(() => splitDrawer.getByRole('option', { name: /Tolu Frames/ }).count())
      .toBe(1);
    await splitDrawer
      .getByLabel('Payee', { exact: true })
      .selectOption({ label: 'Tolu Frames (Access Bank 0000000001)' });
    await splitDrawer.getByLabel('Share (%)').fill('20');
    await shown(merchant, 'On a payment of ₦10,000.00');
    await splitDrawer.getByRole('button', { name: 'Create split' }).click();
    await shown(merchant, 'Frames 20% was created.');

    // A link that uses it.
    await merchant.goto('/payment-links');
    await merchant.getByRole('link', { name: 'Create payment link' }).first().click();
    const linkDrawer = merchant.getByRole('dialog');
    const slug = `framed-${Date.now().toString(36)}`;
    await linkDrawer.getByLabel('Name', { exact: true }).fill('Framed print');
    await linkDrawer.getByLabel('Amount', { exact: true }).fill('10000');
    await linkDrawer.getByLabel('Link address').fill(slug);
    await linkDrawer.getByLabel('Split payments with').selectOption({ label: 'Frames 20%' });
    await linkDrawer.getByRole('button', { name: 'Create link' }).click();
    await shown(merchant, 'Framed print was created.');

    // A customer pays it by card on a phone.
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const payer = await context.newPage();
    await payer.goto(`/pay/${slug}`);
    await payer.getByLabel('Your name').fill('Tolu Adeyemi');
    await payer.getByLabel('Email').fill('tolu.split@example.com');
    await payer.getByLabel('Card').check();
    await payer.getByRole('button', { name: 'Continue to pay' }).click();
    await payer.waitForURL(/\/sandbox-card\//);
    await payer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await shown(payer, 'Payment received');
    await context.close();

    // The partner's ₦2,000 share, less their part of the fee, paid to their bank.
    await merchant.goto('/split-payments?view=payouts');
    const share = merchant.getByRole('row', { name: /Tolu Frames/ });
    await expect
      .poll(
        async () => {
          await merchant.reload();
          return share.textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/Framed print.*Paid/);
    expect(await share.textContent()).toContain('₦2,000.00');

    // Ada refunds ₦1,000 of the payment with her PIN.
    await merchant.goto('/transactions/card');
    const payment = merchant.getByRole('row', { name: /Framed print/ });
    await payment.getByRole('link', { name: /Open the details of/ }).click();
    const detail = merchant.getByRole('dialog');
    await detail.getByRole('link', { name: 'Refund' }).click();
    const refund = merchant.getByRole('dialog');
    await refund.getByLabel('Amount to refund').fill('1000');
    await refund.getByLabel('Reason (the customer sees it)').fill('The frame arrived cracked');
    await typePin(refund, '4826');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await shown(merchant, 'Refund of ₦1,000.00 to Tolu Adeyemi requested.');
    await expect
      .poll(() => payment.textContent(), { timeout: 15_000 })
      .toContain('Partly refunded');
  });
});
