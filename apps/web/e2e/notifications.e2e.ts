import { endpointUrl } from '@olivia/contracts/endpoint';
import { channelSocketPath } from '@olivia/contracts/realtime';
import { realtimeEndpoints } from '@olivia/contracts/realtime-endpoints';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/accounts';
import { baseUrl, launchBrowserForSuite, newPage } from './support/browser';

const browser = launchBrowserForSuite();

/** Resolves once the page's store channel has accepted its token (the server says so). */
function storeChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('system:connected')) resolve();
      });
    });
  });
}

const sessionHeaders = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    systemid: localStorage.getItem('systemid') ?? '',
  }));

/** A top-up of `naira`, paid at the sandbox bank; answers when the payment has been applied. */
async function payTopUp(page: Page, naira: number) {
  const headers = await sessionHeaders(page);
  const created = await fetch(`${baseUrl()}${endpointUrl(topUpEndpoints.create)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ amount: naira, bank: '035' }),
  }).then((response) => response.json() as Promise<{ reference: string }>);
  const paid = await fetch(`${baseUrl()}${endpointUrl(sandboxBankEndpoints.pay)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: created.reference }),
  });
  expect(paid.status).toBe(200);
}

/**
 * From a second tab of the same store: opens the store channel as any client would (start-chat,
 * then the token as the first frame) and sends the same chat frame twice.
 */
async function sendTwice(page: Page, frame: object) {
  await page.evaluate(
    async ({ startChat, socketPrefix, frame }) => {
      const headers = {
        token: localStorage.getItem('token') ?? '',
        systemid: localStorage.getItem('systemid') ?? '',
      };
      const chat = (await (await fetch(startChat, { headers })).json()) as {
        apikey: string;
        channel: string;
        jwt: string;
      };
      const url = `ws://${location.host}${socketPrefix}${chat.channel}?api_key=${chat.apikey}&notify_self=0`;
      const socket = new WebSocket(url);
      await new Promise<void>((resolve, reject) => {
        socket.onopen = () => socket.send(JSON.stringify({ auth: chat.jwt }));
        socket.onmessage = (event) => {
          if (String(event.data).includes('system:connected')) resolve();
        };
        socket.onclose = () => reject(new Error('closed'));
      });
      socket.send(JSON.stringify(frame));
      socket.send(JSON.stringify(frame));
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.close();
    },
    {
      startChat: endpointUrl(realtimeEndpoints.startChat),
      socketPrefix: channelSocketPath(''),
      frame,
    },
  );
}

describe('notifications as money lands (SPEC §4 Notifications)', () => {
  it('shows a credit toast within 2 s of a paid top-up, and it opens the transactions', async () => {
    const page = await newPage(browser());
    const ready = storeChannelReady(page);
    await signUpThroughUi(page);
    await ready;

    await payTopUp(page, 5000);
    const toast = page.getByText(/Your wallet was credited with ₦5,000\.00 from top-up/);
    await expect.poll(() => toast.first().isVisible(), { timeout: 2_000, interval: 50 }).toBe(true);
    expect(await page.getByText(/Time:/).count()).toBe(0);
    await toast.first().click();
    await page.waitForURL('**/transactions/all');

    const bell = page.getByRole('button', { name: /Notifications/ });
    await bell.click();
    await expect
      .poll(() =>
        page
          .getByRole('menu')
          .getByText(/credited with ₦5,000\.00/)
          .count(),
      )
      .toBe(1);
    await page.close();
  });

  it('gives a duplicate no second toast and no second entry', async () => {
    const page = await newPage(browser());
    const ready = storeChannelReady(page);
    await signUpThroughUi(page);
    await ready;

    const other = await page.context().newPage();
    await other.goto('/dashboard');
    const now = new Date().toISOString();
    const frame = {
      type: 'chat',
      message: 'Is the blue ankara still in stock?',
      headid: 'head-e2e-1',
      datetime: now,
      createdat: now,
    };
    await sendTwice(other, frame);
    const toast = page.getByText('Is the blue ankara still in stock?');
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('notifications') ?? '[]');
    expect((JSON.parse(stored) as { message: string }[]).length).toBe(1);
    await other.close();
    await page.close();
  });
});
