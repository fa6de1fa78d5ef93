import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { baseUrl, clientAddressHeader, launchBrowserForSuite, newPage } from './support/browser';
import { storeUrlOf } from './support/customers';

const browser = launchBrowserForSuite();

/** A customer's own browser (another context: nothing shared with the merchant's). */
async function customerPage(source: Browser, width = 1280): Promise<Page> {
  const context = await source.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: 860 },
    extraHTTPHeaders: clientAddressHeader(),
  });
  return context.newPage();
}

/**
 * Some element with `text` is on screen (a hidden copy, such as the list behind a thread, is not).
 */
const visible = async (page: Page, text: string | RegExp) => {
  await expect
    .poll(() => page.getByText(text).locator('visible=true').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
};

async function startChatOnStorePage(customer: Page, storeUrl: string, name: string) {
  await customer.goto(`/website?store=${storeUrl}`);
  await customer.getByRole('heading', { name: 'Amaka Styles' }).waitFor();
  await customer.getByRole('button', { name: /^Message Amaka Styles/ }).click();
  await customer.getByLabel('Your name').fill(name);
  await customer.getByLabel('Email').fill('bisi@example.com');
  await customer.getByRole('button', { name: 'Start conversation' }).click();
  await customer.getByLabel('Your message').waitFor();
}

describe('live chat between a customer on the store’s page and the merchant in /chats', () => {
  it('talks both ways live, shows typing and seen, and survives the customer’s reload', async () => {
    const merchant = await newPage(browser());
    await signUpThroughUi(merchant);
    await merchant.goto('/chats');
    await visible(merchant, 'No conversations yet');
    const storeUrl = await storeUrlOf(merchant);
    const storeLink = merchant.getByRole('link', { name: "Open your store's public page" });
    expect(await storeLink.getAttribute('href')).toBe(`/website?store=${storeUrl}`);

    const customer = await customerPage(browser());
    await startChatOnStorePage(customer, storeUrl, 'Bisi Ade');
    await customer.getByLabel('Your message').fill('Do you have the red dress in size 12?');
    await customer.keyboard.press('Enter');

    // The merchant's open list gets the new conversation without a reload.
    await visible(merchant, 'Bisi Ade');
    await visible(merchant, 'Do you have the red dress in size 12?');
    await merchant.getByText('Bisi Ade').first().click();
    const reply = merchant.getByLabel('Reply to Bisi Ade');
    await reply.pressSequentially('Yes, we do');
    await visible(customer, 'Amaka Styles is typing…');
    await reply.press('Enter');
    await visible(customer, 'Yes, we do');
    // The merchant opened the thread: the customer's message shows as seen.
    await visible(customer, 'Seen');

    await customer.getByLabel('Your message').pressSequentially('Great');
    await visible(merchant, 'Bisi Ade is typing…');
    await customer.keyboard.press('Enter');
    const thread = merchant.getByRole('log', { name: 'Messages with Bisi Ade' });
    await expect
      .poll(() => thread.getByText('Great', { exact: true }).count(), { timeout: 10_000 })
      .toBe(1);
    // The customer's open panel read the reply: the merchant sees it seen.
    await visible(merchant, 'Seen');

    await customer.reload();
    await customer.getByRole('button', { name: /^Message Amaka Styles/ }).click();
    await visible(customer, 'Do you have the red dress in size 12?');
    await visible(customer, 'Yes, we do');
    expect(await customer.getByLabel('Your name').count()).toBe(0);

    // Text is text: markup a customer types is shown as written, never run.
    await customer.getByLabel('Your message').fill('<img src=x onerror="window.hacked=1">');
    await customer.keyboard.press('Enter');
    await visible(merchant, '<img src=x onerror="window.hacked=1">');
    expect(await merchant.evaluate(() => 'hacked' in window)).toBe(false);
    await customer.context().close();
    await merchant.context().close();
  });

  it('shows the list and the thread as two screens at 390 px', async () => {
    const merchant = await newPage(browser());
    await merchant.setViewportSize({ width: 390, height: 844 });
    await signUpThroughUi(merchant);
    const customer = await customerPage(browser(), 390);
    await startChatOnStorePage(customer, await storeUrlOf(merchant), 'Tolu Ojo');
    await customer.getByLabel('Your message').fill('Hello from my phone');
    await customer.keyboard.press('Enter');

    await merchant.goto('/chats');
    await merchant.getByText('Tolu Ojo').first().click();
    await merchant.waitForURL(/\/chats\?c=/);
    const thread = merchant.getByRole('log', { name: 'Messages with Tolu Ojo' });
    await expect.poll(() => thread.getByText('Hello from my phone').isVisible()).toBe(true);
    expect(await merchant.getByPlaceholder('Name, email or phone').isVisible()).toBe(false);
    await merchant.getByRole('button', { name: 'Back to conversations' }).click();
    await visible(merchant, 'Tolu Ojo');
    expect(await merchant.getByPlaceholder('Name, email or phone').isVisible()).toBe(true);
    expect(await merchant.getByLabel('Reply to Tolu Ojo').count()).toBe(0);
    await customer.context().close();
    await merchant.context().close();
  });
});
