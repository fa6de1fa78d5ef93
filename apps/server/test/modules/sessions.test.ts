import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/accounts';
import { sha256 } from '../../src/lib/secrets';
import { signIn, signUp, signUpBody, uniqueAddress, uniqueEmail } from '../helpers/factories';
import { createSessionsService } from '../../src/modules/sessions/sessions.service';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' });
});
afterAll(() => app.close());

const logout = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/olivia/utils/logout', headers });

describe('POST /api/olivia/signin/web', () => {
  it('signs in with the response of docs/engineering.md#api-conventions', async () => {
    const merchant = await signUp(app);
    const response = await signIn(app, merchant.email.toUpperCase(), merchant.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userCategory: 'OLIVIA_USER',
      systemid: merchant.body.systemid,
      curAbbre: 'NGN',
      curSymbol: '₦',
    });
    expect(response.json().token).not.toBe(merchant.body.token);
  });

  it('gives one clear message for a wrong password and for an unknown user', async () => {
    const merchant = await signUp(app);
    const wrong = await signIn(app, merchant.email, 'Wrong#Pass1');
    const unknown = await signIn(app, uniqueEmail('nobody'), 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account after 5 failures, even for the right password', async () => {
    const merchant = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, merchant.email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(app, merchant.email, merchant.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many attempts. Try again in a few minutes.' });
  });

  it('locks an address after 30 failures across accounts', async () => {
    const merchant = await signUp(app);
    const remoteAddress = uniqueAddress();
    const attempt = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/olivia/signin/web',
        payload: { username: email, password },
        remoteAddress,
      });
    for (let i = 0; i < 30; i += 1) await attempt(uniqueEmail('guess'), 'Wrong#Pass1');
    expect((await attempt(merchant.email, merchant.password)).statusCode).toBe(429);
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const merchant = await signUp(app);
    expect((await logout(merchant.headers)).statusCode).toBe(200);
    const again = await logout(merchant.headers);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Tokens Does Not Exist....' });
  });

  it("refuses a token presented with another store's systemid", async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const response = await logout({ token: mine.body.token, systemid: theirs.body.systemid });
    expect(response.statusCode).toBe(401);
    expect((await logout(mine.headers)).statusCode).toBe(200);
  });

  it('expires after the idle time and after the absolute lifetime', async () => {
    const { db } = await testDatabase();
    const idle = await signUp(app);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(idle.body.token)));
    expect((await logout(idle.headers)).statusCode).toBe(401);

    const old = await signUp(app);
    await db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(old.body.token)));
    expect((await logout(old.headers)).statusCode).toBe(401);
  });

  it('stores only the hash of a token', async () => {
    const merchant = await signUp(app);
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, merchant.body.token));
    expect(rows).toEqual([]);
    const hashed = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(merchant.body.token)));
    expect(hashed).toHaveLength(1);
  });
});

describe('idle expiry', () => {
  it('ends a session only after the idle limit without a request, within seconds', async () => {
    const merchant = await signUp(app);
    const { db } = await testDatabase();
    let at = Date.now();
    const service = createSessionsService(
      db,
      { idleMinutes: 1, absoluteHours: 12 },
      () => new Date(at),
    );
    const answer = await service.signIn(
      { username: merchant.email, password: merchant.password },
      { ip: uniqueAddress(), userAgent: undefined },
    );
    if (!('token' in answer)) throw new Error('no second step was set up');
    const { token, systemid } = answer;
    // Requests 50 s apart keep a 1-minute session alive however long it goes on.
    for (let i = 0; i < 4; i += 1) {
      at += 50_000;
      await expect(service.authenticate(token, systemid)).resolves.toMatchObject({
        systemId: systemid,
      });
    }
    at += 59_000;
    await expect(service.authenticate(token, systemid)).resolves.toBeDefined();
    at += 61_000;
    await expect(service.authenticate(token, systemid)).rejects.toThrow(
      'Tokens Does Not Exist....',
    );
  });
});

describe('caching', () => {
  it('answers sign-in, sign-up and every API call with Cache-Control: no-store', async () => {
    const merchant = await signUp(app);
    const signedIn = await signIn(app, merchant.email, merchant.password);
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: signUpBody(),
      remoteAddress: uniqueAddress(),
    });
    const refused = await logout({ token: 'nope', systemid: 'nope' });
    for (const response of [signedIn, signedUp, refused]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
