import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowserForSuite(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched');
    return browser;
  };
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

let addresses = 0;
/**
 * A client address of its own, sent as X-Forwarded-For (the test server trusts one proxy hop, as
 * behind a load balancer): sign-ups are limited to 10 an hour per address, and the suites make
 * more than that, each as a different merchant would.
 */
export function clientAddressHeader(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `10.77.${process.pid % 250}.${addresses % 250}` };
}

/**
 * The newest reset link the server wrote to its log for this address (no SMTP in tests). The log
 * reaches the file asynchronously, so it is read until the line appears.
 */
export async function latestResetLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (true) {
    const lines = readFileSync(inject('serverLog'), 'utf8').split('\n');
    const mail = lines.filter((line) => line.includes(`"to":"${email}"`)).at(-1);
    const link = mail?.match(/https?:\/\/[^\s"\\]+\/reset-password\?token=[\w-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no reset link for ${email} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
