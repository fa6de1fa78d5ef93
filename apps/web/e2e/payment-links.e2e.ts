import { describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';
import { shown } from './support/page-waits';

const browser = launchBrowserForSuite();

describe('payment links', () => {
  it('lets Ada make a link that a customer pays by card on a phone, and she sees it live', async () => {
    const merchant = await newPage(browser());
    await merchant.goto('/sign-in');
    await signInThroughUi(merchant, 'ada@example.com', 'Olivia#Demo26');
    await merchant.waitForURL('**/dashboard');

    // The demo's links, then a new one.
    await merchant.goto('/payment-links');
    const table = merchant.getByRole('table', { name: 'Payment links' });
    await expect
      .poll(() => table.getByRole('link', { name: 'Custom aso-oke deposit' }).count())
      .toBe(1);
    await merchant.getByRole('link', { name: 'Create payment link' }).first().click();
    const drawer = merchant.getByRole('dialog');
    const slug = `masterclass-${Date.now().toString(36)}`;
    await drawer.getByLabel('Name', { exact: true }).fill('Ankara masterclass');
    await drawer.getByLabel('Amount', { exact: true }).fill('12000');
    await drawer.getByLabel('Link address').fill(slug);
    await expect.poll(() => drawer.getByText('Available').count(), { timeout: 10_000 }).toBe(1);
    await drawer.getByRole('button', { name: 'Create link' }).click();
    await shown(merchant, 'Ankara masterclass was created.');
    await expect.poll(() => table.getByRole('row', { name: /Ankara masterclass/ }).count()).toBe(1);

    // A customer on a phone: the page, the card page, the thanks.
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const payer = await context.newPage();
    await payer.goto(`/pay/${slug}`);
    await expect
      .poll(() => payer.getByRole('heading', { name: 'Ankara masterclass' }).count())
      .toBe(1);
    await shown(payer, '₦12,000.00');
    await payer.getByLabel('Your name').fill('Tolu Adeyemi');
    await payer.getByLabel('Email').fill('tolu.e2e@example.com');
    await payer.getByLabel('Card').check();
    await payer.getByRole('button', { name: 'Continue to pay' }).click();
    await payer.waitForURL(/\/sandbox-card\//);
    await payer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.waitForURL(new RegExp(`/pay/${slug}/p/`));
    await shown(payer, 'Payment received');
    const width = await payer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // Ada is told at once, and the link counts the payment.
    await shown(
      merchant,
      'Your wallet was credited with ₦11,720.00 for a payment on the link Ankara masterclass.',
    );
    await merchant.reload();
    const row = table.getByRole('row', { name: /Ankara masterclass/ });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('₦12,000.00');
    await context.close();
  });

  it('lets a payer on a phone use a discount code the server prices, and pay the discounted amount', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const payer = await context.newPage();
    await payer.goto('/pay/ada-gele-class');
    await shown(payer, '₦15,000.00');
    await payer.getByLabel('Your name').fill('Kemi Lawal');
    await payer.getByLabel('Email').fill('kemi.e2e@example.com');
    await payer.getByLabel('Phone').fill('08031234567');
    await payer.getByLabel('Head size').selectOption('M');
    // A code that is not the store's is refused under its field; one of Ada's 15% codes is priced.
    await payer.getByLabel(/Discount code/).fill('NOTACODE');
    await payer.getByRole('button', { name: 'Apply' }).click();
    await shown(payer, 'This code is not valid');
    await payer.getByLabel(/Discount code/).fill('igq8vj2mws');
    await payer.getByRole('button', { name: 'Apply' }).click();
    await shown(payer, 'Discount (IGQ8VJ2MWS)');
    await shown(payer, '₦12,750.00');
    expect(await payer.getByLabel('Your name').inputValue()).toBe('Kemi Lawal');
    const width = await payer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await payer.getByLabel('Card').check();
    await payer.getByRole('button', { name: 'Continue to pay' }).click();
    await payer.waitForURL(/\/sandbox-card\//);
    await shown(payer, '₦12,750.00');
    await payer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.waitForURL(/\/pay\/ada-gele-class\/p\//);
    await shown(payer, 'Payment received');

    // The single-use code is spent: the next payer is told so.
    await payer.goto('/pay/ada-gele-class');
    await payer.getByLabel(/Discount code/).fill('IGQ8VJ2MWS');
    await payer.getByRole('button', { name: 'Apply' }).click();
    await shown(payer, 'This code has been used up');
    await context.close();
  });
});
