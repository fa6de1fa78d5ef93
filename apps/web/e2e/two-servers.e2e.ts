import { randomBytes, randomUUID } from 'node:crypto';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import type { SignInResponse } from '@olivia/contracts/auth';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughUi } from './support/accounts';
import { launchBrowserForSuite } from './support/browser';
import { startServer, type ServerProcess } from './support/server-process';

/**
 * The scale path (docs/engineering.md#realtime): two server processes on one PostgreSQL database
 * and one Redis, as behind a load balancer. Runs in `.ci/run`'s PostgreSQL leg (TEST_DATABASE_URL,
 * REDIS_URL).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const browser = launchBrowserForSuite();

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A new NGN store signed up on `server`, verified as an agent there (photo, sandbox BVN). */
async function agentOn(server: ServerProcess) {
  const email = `two.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Kettle#Blue42';
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const session = await json<SignInResponse>(
    post(endpointUrl(authEndpoints.signUp), {
      businessname: 'Two Rivers',
      firstname: 'Amaka',
      lastname: 'Eze',
      email,
      phone: '+2348012345678',
      password,
      currency: 'NGN',
    }),
  );
  const headers = { token: session.token, systemid: session.systemid };
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const { imageURL } = await json<{ imageURL: string }>(
    fetch(`${server.baseUrl}${endpointUrl(uploadEndpoints.uploadImage)}?purpose=verification`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
  await json(
    post(
      endpointUrl(agentEndpoints.register),
      { bvn: '22212345678', businessimgurl: 'Lagos', imgurl: imageURL },
      headers,
    ),
  );
  return { email, password, headers };
}

describe.skipIf(!adminUrl || !redisUrl)('two server processes on PostgreSQL and Redis', () => {
  const database = `olivia_e2e_${Date.now()}_${process.pid}`;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${database}`;
    const shared = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `olivia-e2e-${process.pid}-${Date.now()}`,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
    };
    first = await startServer(shared); // migrates the new database
    second = await startServer(shared);
  }, 180_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers a credit committed by process A to a browser connected to process B', async () => {
    if (!first || !second) throw new Error('servers not started');
    const merchant = await agentOn(first);
    const context = await browser().newContext({ baseURL: second.baseUrl });
    const page = await context.newPage();
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('system:connected')) resolve();
        });
      });
    });
    await page.goto('/sign-in');
    await signInThroughUi(page, merchant.email, merchant.password);
    await page.waitForURL('**/dashboard');
    await connected;

    const topUp = await json<{ reference: string }>(
      fetch(`${first.baseUrl}${endpointUrl(topUpEndpoints.create)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...merchant.headers },
        body: JSON.stringify({ amount: 2500, bank: '035' }),
      }),
    );
    await json(
      fetch(`${first.baseUrl}${endpointUrl(sandboxBankEndpoints.pay)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: topUp.reference }),
      }),
    );
    const toast = page.getByText(/Your wallet was credited with ₦2,500\.00 from top-up/);
    await expect.poll(() => toast.first().isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it('carries chat both ways: a customer on process A and the merchant in /chats on B', async () => {
    if (!first || !second) throw new Error('servers not started');
    const merchant = await agentOn(first);
    const staff = await browser().newContext({ baseURL: second.baseUrl });
    const page = await staff.newPage();
    await page.goto('/sign-in');
    await signInThroughUi(page, merchant.email, merchant.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/chats');
    const storeUrl = await page.evaluate(() => localStorage.getItem('url') ?? '');

    const shopper = await browser().newContext({ baseURL: first.baseUrl });
    const customer = await shopper.newPage();
    await customer.goto(`/website?store=${storeUrl}`);
    await customer.getByRole('button', { name: /^Message Two Rivers/ }).click();
    await customer.getByLabel('Your name').fill('Ife Ola');
    await customer.getByLabel('Phone number').fill('08031234567');
    await customer.getByRole('button', { name: 'Start conversation' }).click();
    await customer.getByLabel('Your message').fill('Sent to A, read on B?');
    await customer.keyboard.press('Enter');

    await expect
      .poll(() => page.getByText('Ife Ola').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.getByText('Ife Ola').first().click();
    const log = page.getByRole('log', { name: 'Messages with Ife Ola' });
    await expect.poll(() => log.getByText('Sent to A, read on B?').isVisible()).toBe(true);
    await page.getByLabel('Reply to Ife Ola').fill('Answered on B');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => customer.getByText('Answered on B').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await shopper.close();
    await staff.close();
  });
});
