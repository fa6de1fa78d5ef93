import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite, newPage } from './support/browser';
import { customerOf, storeUrlOf } from './support/customers';

const browser = launchBrowserForSuite();

/** The demo store's owner (seeded on an empty database). */
const ADA = { email: 'ada@example.com', password: 'Olivia#Demo26' };

/** The merchant's own server: answers `status` and keeps what it got. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let status = 200;
const receiver = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(status).end(status === 200 ? 'thanks' : 'down for maintenance');
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/olivia-hooks`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** What the README's snippet does: the HMAC of `t.body` under the secret, compared in constant time. */
function verified(secret: string, request: { headers: IncomingHttpHeaders; body: string }) {
  const header = String(request.headers['olivia-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest('hex');
  const given = Buffer.from(String(parts.v1 ?? ''));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

const ofType = (type: string) =>
  received.filter((request) => (JSON.parse(request.body) as { type: string }).type === type);

describe('Webhooks', () => {
  it('the main user adds an endpoint, a test event and a customer chat message reach it signed, and a failed delivery is replayed', async () => {
    const page = await newPage(browser());
    await page.goto('/sign-in');
    await signInThroughUi(page, ADA.email, ADA.password);
    await page.waitForURL('**/dashboard');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const group = nav.getByRole('button', { name: 'Settings' });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await nav.getByRole('button', { name: 'Developers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Developers' });
    await dialog.getByRole('tab', { name: 'Webhooks' }).click();

    await dialog.getByRole('button', { name: 'Add endpoint' }).first().click();
    const form = dialog.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiverUrl);
    await form.getByLabel('Description (optional)').fill('Journey receiver');
    await form.getByLabel(/Chat message from a customer/).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = dialog.getByTestId('webhook-secret');
    await expect.poll(() => secretBox.isVisible(), { timeout: 30_000 }).toBe(true);
    const secret = ((await secretBox.textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have saved it' }).click();

    const row = dialog.getByRole('listitem', { name: receiverUrl });
    await row.getByRole('button', { name: 'Send test event' }).click();
    const deliveries = row.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
    await expect.poll(() => deliveries.first().getByText('Delivered').isVisible()).toBe(true);
    await expect.poll(() => ofType('webhook.test').length).toBe(1);
    expect(verified(secret, ofType('webhook.test')[0] ?? { headers: {}, body: '' })).toBe(true);

    // A real event: a customer writes to the store from its page.
    const customer = await customerOf(await storeUrlOf(page));
    await customer.say('Is the ankara fabric still in stock?');
    await expect.poll(() => ofType('chat.message').length, { timeout: 30_000 }).toBe(1);
    const chat = ofType('chat.message')[0] ?? { headers: {}, body: '' };
    expect(verified(secret, chat)).toBe(true);
    expect(JSON.parse(chat.body)).toMatchObject({
      data: { message: { body: 'Is the ankara fabric still in stock?' } },
    });
    await expect
      .poll(() => deliveries.filter({ hasText: 'chat.message' }).first().isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);

    // The receiver fails: the delivery waits for its retry; Replay sends it now.
    status = 500;
    await row.getByRole('button', { name: 'Send test event' }).click();
    const failing = deliveries.first();
    await expect.poll(() => failing.getByText('Retrying').isVisible()).toBe(true);
    expect(await failing.getByText('HTTP 500').isVisible()).toBe(true);
    status = 200;
    await failing.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => failing.getByText('Delivered').isVisible()).toBe(true);
    await failing.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => failing.getByText('thanks').isVisible()).toBe(true);
    expect(ofType('webhook.test')).toHaveLength(3);
  });
});
