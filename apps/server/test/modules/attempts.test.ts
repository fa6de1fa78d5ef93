import type { SignInResponse } from '@olivia/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, uniqueAddress } from '../helpers/factories';
import { createAttemptLimiter } from '../../src/modules/attempts/attempt-limiter';
import { buildTestApp, secondDatabase, testDatabase } from '../helpers/test-app';

/**
 * Guessing in parallel: every attempt is reserved before the secret is checked, so a burst,
 * split over two server processes (two pools on PostgreSQL), evaluates at most the limit.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
beforeAll(async () => {
  first = await buildTestApp();
  const other = await secondDatabase();
  second = await buildTestApp({}, { db: other.db });
  closeSecond = other.own ? other.close : async () => {};
});
afterAll(async () => {
  await first.close();
  await second.close();
  await closeSecond();
});

const signInFrom =
  (remoteAddress: string) => (app: FastifyInstance, username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/olivia/signin/web',
      payload: { username, password },
      remoteAddress,
    });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('parallel guesses', () => {
  it('evaluates at most 5 of 50 simultaneous sign-in guesses for one account', async () => {
    const merchant = await signUp(first);
    const guesses = Array.from({ length: 50 }, (_, i) =>
      signInFrom(uniqueAddress())(i % 2 ? first : second, merchant.email, `Wrong#Guess${i}`),
    );
    const counts = statuses(await Promise.all(guesses));
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(45);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    const right = await signInFrom(uniqueAddress())(first, merchant.email, merchant.password);
    expect(right.statusCode).toBe(429);
  });

  it('lets the right password in only within the limit, even mid-burst', async () => {
    const merchant = await signUp(first);
    const attempt = (i: number) =>
      signInFrom(uniqueAddress())(
        i % 2 ? first : second,
        merchant.email,
        i === 25 ? merchant.password : `Wrong#Guess${i}`,
      );
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(i)));
    const counts = statuses(responses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
  });

  it('evaluates at most 30 of 60 simultaneous guesses from one address', async () => {
    const address = uniqueAddress();
    const merchant = await signUp(first);
    const guesses = Array.from({ length: 60 }, (_, i) =>
      signInFrom(address)(i % 2 ? first : second, `guess${i}@example.com`, 'Wrong#Guess1'),
    );
    const counts = statuses(await Promise.all(guesses));
    expect(counts[401]).toBeLessThanOrEqual(30);
    expect(counts[429]).toBeGreaterThanOrEqual(30);
    const right = await signInFrom(address)(first, merchant.email, merchant.password);
    expect(right.statusCode).toBe(429);
  });

  it('evaluates at most 5 of 12 simultaneous wrong old passwords of a change', async () => {
    const merchant = await signUp(first);
    const change = (app: FastifyInstance, oldpassword: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/olivia/utils/change/password/',
        headers: merchant.headers,
        payload: { oldpassword, newpassword: 'Fresh#Mango77' },
      });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(i % 2 ? first : second, `Wrong#Old${i}`)),
    );
    const counts = statuses(responses);
    expect(counts[400]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(7);
    const right = await change(first, merchant.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: 'Too many attempts. Try again in a few minutes.' });
  });

  it('a right old password clears the count, so five new mistakes are allowed again', async () => {
    const merchant = await signUp(first);
    const change = (
      headers: Record<string, string>,
      oldpassword: string,
      newpassword = 'Fresh#Mango77',
    ) =>
      first.inject({
        method: 'PUT',
        url: '/api/olivia/utils/change/password/',
        headers,
        payload: { oldpassword, newpassword },
      });
    for (let i = 0; i < 4; i += 1) {
      expect((await change(merchant.headers, 'Wrong#Old1')).statusCode).toBe(400);
    }
    expect((await change(merchant.headers, merchant.password)).statusCode).toBe(200);
    const signedIn = (await signIn(first, merchant.email, 'Fresh#Mango77')).json<SignInResponse>();
    const again = { headers: { token: signedIn.token, systemid: signedIn.systemid } };
    for (let i = 0; i < 5; i += 1) {
      expect((await change(again.headers, 'Wrong#Old2')).statusCode).toBe(400);
    }
    expect((await change(again.headers, 'Fresh#Mango77', 'Other#Mango88')).statusCode).toBe(429);
  });
});

describe('a success during a burst', () => {
  const key = (name: string) => ({
    key: `test:${name}:${uniqueAddress()}`,
    policy: { limit: 3, windowMinutes: 15, lockMinutes: 15 },
  });

  it('keeps the count when other attempts were counted since, and forgets it otherwise', async () => {
    const limiter = createAttemptLimiter((await testDatabase()).db);
    const busy = key('busy');
    const right = await limiter.reserve([busy]);
    const wrong = await limiter.reserve([busy]);
    expect(right && wrong).toBeTruthy();
    await right?.succeeded(busy);
    expect(await limiter.reserve([busy])).not.toBeNull();
    expect(await limiter.reserve([busy])).toBeNull();

    const alone = key('alone');
    await limiter.reserve([alone]);
    const last = await limiter.reserve([alone]);
    await last?.succeeded(alone);
    for (let i = 0; i < 3; i += 1) expect(await limiter.reserve([alone])).not.toBeNull();
    expect(await limiter.reserve([alone])).toBeNull();
  });
});
