import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@olivia/contracts/messages';
import { users } from '../../src/db/schema/accounts';
import {
  signUp,
  signUpBody,
  STRONG_PASSWORD,
  uniqueAddress,
  uniqueEmail,
  type SignedIn,
} from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';

/**
 * Issue 7: text PostgreSQL refuses (NUL) or cannot store faithfully (a lone UTF-16 surrogate)
 * answered 500, or was silently mangled. It is refused at the edge with 400 and field details.
 */
let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUp(app);
});
afterAll(() => app.close());

const HOSTILE = [
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
] as const;

async function usersWithEmail(email: string) {
  const { db } = await testDatabase();
  return db.select({ id: users.id }).from(users).where(eq(users.email, email));
}

async function subUserCount(): Promise<number> {
  const list = await app.inject({ url: '/api/olivia/sub-users', headers: owner.headers });
  expect(list.statusCode).toBe(200);
  return list.json<{ total: number }>().total;
}

function expectBadRequest(
  response: { statusCode: number; json: () => unknown },
  field: string,
): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: 'Bad Request',
    details: { [field]: [messages.invalidCharacters] },
  });
}

describe.each(HOSTILE)('text with %s', (_label, hostile) => {
  it.each(['firstname', 'lastname'])(
    'is refused in a new sub-user %s, and no sub-user is created',
    async (field) => {
      const before = await subUserCount();
      const email = uniqueEmail('staff');
      const response = await app.inject({
        method: 'POST',
        url: '/api/olivia/sub-users',
        headers: owner.headers,
        payload: {
          firstname: 'Tobi',
          lastname: 'Ade',
          email,
          phone: '08031112222',
          password: STRONG_PASSWORD,
          [field]: hostile,
        },
      });
      expectBadRequest(response, field);
      expect(await subUserCount()).toBe(before);
      expect(await usersWithEmail(email)).toEqual([]);
    },
  );

  it('is refused in a sub-user update', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers: owner.headers,
      payload: {
        firstname: 'Tobi',
        lastname: 'Ade',
        email: uniqueEmail('staff'),
        phone: '08031112222',
        password: STRONG_PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/olivia/sub-users/${created.json<{ id: string }>().id}`,
      headers: owner.headers,
      payload: { firstname: hostile },
    });
    expectBadRequest(response, 'firstname');
  });

  it.each(['businessname', 'firstname', 'lastname', 'referralcode'])(
    'is refused in the sign-up %s, and no store is created',
    async (field) => {
      const body = signUpBody({ [field]: hostile });
      const response = await app.inject({
        method: 'POST',
        url: '/api/olivia/signup',
        payload: body,
        remoteAddress: uniqueAddress(),
      });
      expectBadRequest(response, field);
      expect(await usersWithEmail(body.email)).toEqual([]);
    },
  );

  it.each(['reference', 'ordernumber'])('is refused in the top-up status %s', async (field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/agent/pbbt/status',
      headers: owner.headers,
      payload: { ordernumber: '', reference: 'top_x', [field]: hostile },
    });
    expectBadRequest(response, field);
  });

  it('is refused in the top-up bank', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/agent/pbbt/pbbt',
      headers: owner.headers,
      payload: { amount: 500, bank: hostile },
    });
    expectBadRequest(response, 'bank');
  });
});

describe('query strings and paths', () => {
  it.each(['%00', 'a%00b', 'a%01b', 'a%0Ab'])(
    'refuses the transactions search q=%s with 400',
    async (q) => {
      const response = await app.inject({
        url: `/api/reports/transactions?q=${q}`,
        headers: owner.headers,
      });
      expectBadRequest(response, 'q');
    },
  );

  // A URL cannot carry a lone surrogate: its UTF-8 form (%ED%A0%80) is invalid, and Fastify
  // keeps such a value undecoded, as harmless literal text.
  it('answers an undecodable q (a surrogate in UTF-8) without a server error', async () => {
    const response = await app.inject({
      url: '/api/reports/transactions?q=a%ED%A0%80b',
      headers: owner.headers,
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(['sort', 'from'])('refuses NUL in the transactions %s with 400', async (name) => {
    const response = await app.inject({
      url: `/api/reports/transactions?${name}=%00`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('still finds transactions with an ordinary search', async () => {
    const response = await app.inject({
      url: '/api/reports/transactions?q=top%20up',
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses NUL in a path parameter with 400, not 500', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/olivia/sub-users/a%00b',
      headers: owner.headers,
      payload: { firstname: 'Tobi' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps multi-line-free names with ordinary Unicode, emoji included', async () => {
    const body = signUpBody({ firstname: 'Zoë 😀', lastname: 'Ọlá', businessname: 'Ünïcode & Co' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ firstname: string }>().firstname).toBe('Zoë 😀');
  });
});

describe('the server-wide guard', () => {
  it.each(HOSTILE)(
    'answers 400 for %s in the systemid header, before any lookup',
    async (_l, bad) => {
      const response = await app.inject({
        url: '/api/olivia/sub-users',
        headers: { token: owner.headers.token, systemid: bad },
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it.each(HOSTILE)('answers 400 for %s in a field no schema reads', async (_l, bad) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: { ...signUpBody(), nested: { list: ['ok', bad] } },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('answers 400, not 500, for a deeply nested body', async () => {
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: deep,
      headers: { 'content-type': 'application/json' },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('created no user with a NUL anywhere', async () => {
    const { db } = await testDatabase();
    const rows = (await db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE first_name LIKE ${'%\uFFFD%'}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
  });
});
