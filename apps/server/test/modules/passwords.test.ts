import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../../src/db/schema/accounts';
import { sha256 } from '../../src/lib/secrets';
import { signIn, signUp, uniqueAddress, uniqueEmail } from '../helpers/factories';
import { buildTestApp, latestMailTo, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const changePassword = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/olivia/utils/change/password/', headers, payload });
const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: uniqueAddress() });

async function requestResetLink(email: string): Promise<string> {
  expect((await post('/api/olivia/recover-password', { email })).statusCode).toBe(200);
  // The link goes out after the answer.
  const mail = await vi.waitFor(
    async () => (await latestMailTo(email)) ?? Promise.reject(new Error('no mail yet')),
    { timeout: 15_000, interval: 50 },
  );
  const token = mail?.body.match(/http:\/\/olivia\.test\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in ${mail?.body}`);
  return token;
}

describe('PUT /api/olivia/utils/change/password/', () => {
  it('changes the password and ends every session of the user', async () => {
    const merchant = await signUp(app);
    const other = (await signIn(app, merchant.email, merchant.password)).json();
    const response = await changePassword(merchant.headers, {
      oldpassword: merchant.password,
      newpassword: 'Fresh#Mango77',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Password reset successful' });

    const otherHeaders = { token: other.token, systemid: other.systemid };
    for (const headers of [merchant.headers, otherHeaders]) {
      const again = await changePassword(headers, {
        oldpassword: 'Fresh#Mango77',
        newpassword: 'Other#Pear88',
      });
      expect(again.statusCode).toBe(401);
    }
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(401);
    expect((await signIn(app, merchant.email, 'Fresh#Mango77')).statusCode).toBe(200);
  });

  it("answers 'wrong password provided' for a wrong old password and changes nothing", async () => {
    const merchant = await signUp(app);
    const response = await changePassword(merchant.headers, {
      oldpassword: 'Not#MyPass1',
      newpassword: 'Fresh#Mango77',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'wrong password provided' });
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the old one, or too weak', async () => {
    const merchant = await signUp(app);
    const same = await changePassword(merchant.headers, {
      oldpassword: merchant.password,
      newpassword: merchant.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().details.newpassword).toEqual([
      'New password must be different from old password',
    ]);
    const weak = await changePassword(merchant.headers, {
      oldpassword: merchant.password,
      newpassword: 'abc',
    });
    expect(weak.json().details.newpassword).toContain('Password is not strong enough.');
  });

  it('needs a session', async () => {
    const response = await changePassword({}, { oldpassword: 'a', newpassword: 'Fresh#Mango77' });
    expect(response.statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('mails a one-time link that sets a new password and ends the sessions', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    const response = await post('/api/olivia/reset-password', { token, password: 'Reset#Lemon55' });
    expect(response.statusCode).toBe(200);
    expect((await signIn(app, merchant.email, 'Reset#Lemon55')).statusCode).toBe(200);
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(401);
    const oldSession = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/logout',
      headers: merchant.headers,
    });
    expect(oldSession.statusCode).toBe(401);

    const reuse = await post('/api/olivia/reset-password', { token, password: 'Again#Lime66' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'This reset link has already been used or replaced by a newer one. Request a new one.',
    });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const sent: string[] = [];
    const own = await buildTestApp(
      {},
      { mailer: { send: async (mail) => void sent.push(mail.to) } },
    );
    const merchant = await signUp(own);
    const ask = (email: string) =>
      own.inject({
        method: 'POST',
        url: '/api/olivia/recover-password',
        payload: { email },
        remoteAddress: uniqueAddress(),
      });
    const [known, unknown] = await Promise.all([ask(merchant.email), ask(uniqueEmail('ghost'))]);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await own.close(); // waits for the mail that goes out after the answer
    expect(sent).toEqual([merchant.email]);
  });

  it('answers before the mail goes out, so a known e-mail takes no longer than an unknown one', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slowMailer = {
      send: async (mail: { to: string }) => {
        await gate;
        sent.push(mail.to);
      },
    };
    const own = await buildTestApp({}, { mailer: slowMailer });
    const merchant = await signUp(own);
    const response = await own.inject({
      method: 'POST',
      url: '/api/olivia/recover-password',
      payload: { email: merchant.email },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(sent).toEqual([]);
    release();
    await own.close();
    expect(sent).toEqual([merchant.email]);
  });

  it('refuses a link older than 30 minutes, and a made-up one', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    const { db } = await testDatabase();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const expired = await post('/api/olivia/reset-password', { token, password: 'Reset#Lemon55' });
    expect(expired.statusCode).toBe(400);
    const madeUp = await post('/api/olivia/reset-password', {
      token: 'x'.repeat(43),
      password: 'Reset#Lemon55',
    });
    expect(madeUp.statusCode).toBe(400);
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(200);
  });

  it('validates the new password with the rules of docs/product/rules.md', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    const weak = await post('/api/olivia/reset-password', { token, password: 'lowercase1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.password).toContain('Password is not strong enough.');
  });
});

describe('GET /api/olivia/reset-password/check', () => {
  const check = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/olivia/reset-password/check',
      query: { token },
      remoteAddress: uniqueAddress(),
    });

  it('accepts a fresh link without spending it', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    for (let i = 0; i < 2; i += 1) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(200);
    }
    const reset = await post('/api/olivia/reset-password', { token, password: 'Reset#Lemon55' });
    expect(reset.statusCode).toBe(200);
  });

  it('says a spent link has been used, here and when it is submitted again', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    await post('/api/olivia/reset-password', { token, password: 'Reset#Lemon55' });
    const used = {
      error: 'This reset link has already been used or replaced by a newer one. Request a new one.',
    };
    const checked = await check(token);
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual(used);
    const again = await post('/api/olivia/reset-password', { token, password: 'Again#Lime66' });
    expect(again.json()).toEqual(used);
  });

  it('says an expired link has expired, and leaves it unspent', async () => {
    const merchant = await signUp(app);
    const token = await requestResetLink(merchant.email);
    const { db } = await testDatabase();
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const expired = { error: 'This reset link has expired. Request a new one.' };
    const checked = await check(token);
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual(expired);
    const submitted = await post('/api/olivia/reset-password', {
      token,
      password: 'Reset#Lemon55',
    });
    expect(submitted.json()).toEqual(expired);
    const [row] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(row?.usedAt).toBeNull();
  });

  it('calls a made-up or missing token invalid', async () => {
    const madeUp = await check('x'.repeat(43));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual({
      error: 'This reset link is invalid or has expired. Request a new one.',
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/api/olivia/reset-password/check',
      remoteAddress: uniqueAddress(),
    });
    expect(missing.statusCode).toBe(400);
  });
});
