import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import { apiKeyMessages } from '@olivia/contracts/api-key-messages';
import { MAX_ACTIVE_API_KEYS, type ApiKey } from '@olivia/contracts/api-keys';
import { twoFactorMessages } from '@olivia/contracts/two-factor-messages';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../../src/db/schema/api-keys';
import { createKey, keyCall, newKey } from '../../helpers/api-keys';
import { signUp } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { securityCall, turnOnTwoFactor } from '../../helpers/two-factor';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const list = async (headers: Record<string, string>) => {
  const response = await keyCall(app, apiKeyEndpoints.list, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: ApiKey[] }>().content;
};

describe('API keys: create, list, revoke', () => {
  it('shows the key once, keeps only its hash and prefix, lists and revokes it, in the log', async () => {
    const owner = await signUp(app);
    expect(await list(owner.headers)).toEqual([]);

    const created = await createKey(app, owner.headers, {
      name: '  Warehouse sync ',
      scopes: ['products:read', 'orders:read', 'orders:read'],
      expiresindays: 30,
    });
    expect(created.secret).toMatch(/^olv_[\w-]{43}$/);
    expect(created.apikey).toMatchObject({
      name: 'Warehouse sync',
      prefix: created.secret.slice(0, 12),
      scopes: ['orders:read', 'products:read'],
      status: 'active',
      lastusedat: null,
      revokedat: null,
    });
    const days = (Date.parse(created.apikey.expiresat ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const { db } = await testDatabase();
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.apikey.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listed = await list(owner.headers);
    expect(listed).toEqual([created.apikey]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(12));

    const revoked = await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, {
      id: created.apikey.id,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const again = await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, {
      id: created.apikey.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedat).toBe(revoked.json().revokedat);

    const log = await auditOf(created.apikey.id);
    expect(log.map((entry) => entry.action)).toEqual(['api_key.created', 'api_key.revoked']);
    expect(JSON.stringify(log)).not.toContain(created.secret);
  });

  it('makes a key that never expires', async () => {
    const owner = await signUp(app);
    const created = await createKey(app, owner.headers, { expiresindays: null });
    expect(created.apikey.expiresat).toBeNull();
  });

  it('answers 400 with a clear message for a bad name, scopes or expiry', async () => {
    const owner = await signUp(app);
    const cases: Array<[object, string]> = [
      [{ name: '   ' }, apiKeyMessages.apiKeyNameRequired],
      [{ name: 'x'.repeat(61) }, apiKeyMessages.apiKeyNameTooLong],
      [{ scopes: [] }, apiKeyMessages.apiKeyScopesRequired],
      [{ scopes: ['orders:write'] }, apiKeyMessages.apiKeyScopeUnknown],
      [{ expiresindays: 7 }, apiKeyMessages.apiKeyExpiryInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await keyCall(app, apiKeyEndpoints.create, owner.headers, {
        ...newKey(),
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(message);
    }
    const badId = await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, {
      id: 'nope',
    });
    expect(badId.statusCode).toBe(400);
    expect(await list(owner.headers)).toEqual([]);
  });

  it('is for the main user only: a sub-user 403, signed out 401', async () => {
    const owner = await signUp(app);
    const key = await createKey(app, owner.headers);
    const staff = await staffHeaders(app, owner);
    expect((await keyCall(app, apiKeyEndpoints.list, staff)).statusCode).toBe(403);
    expect((await keyCall(app, apiKeyEndpoints.create, staff, newKey())).statusCode).toBe(403);
    const revoke = await keyCall(app, apiKeyEndpoints.revoke, staff, undefined, {
      id: key.apikey.id,
    });
    expect(revoke.statusCode).toBe(403);
    expect((await keyCall(app, apiKeyEndpoints.list, {})).statusCode).toBe(401);
    expect((await keyCall(app, apiKeyEndpoints.create, {}, newKey())).statusCode).toBe(401);
    expect(
      (await keyCall(app, apiKeyEndpoints.revoke, {}, undefined, { id: key.apikey.id })).statusCode,
    ).toBe(401);
    expect((await list(owner.headers))[0]?.status).toBe('active');
  });

  it("answers 404 for another store's key and lists only the store's own", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const theirs = await createKey(app, stranger.headers);
    const revoke = await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, {
      id: theirs.apikey.id,
    });
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().error).toBe(apiKeyMessages.apiKeyNotFound);
    expect(await list(owner.headers)).toEqual([]);
    expect((await list(stranger.headers))[0]?.status).toBe('active');
  });

  it('asks a user with two-step sign-in for a recent code before creating a key', async () => {
    const owner = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, owner.headers);
    const asked = await keyCall(app, apiKeyEndpoints.create, owner.headers, newKey());
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toBe(twoFactorMessages.twoFactorStepUpNeeded);
    expect(await list(owner.headers)).toEqual([]);

    const up = await securityCall(app, securityEndpoints.stepUp, owner.headers, {
      code: recoverycodes[0],
    });
    expect(up.statusCode, up.body).toBe(200);
    await createKey(app, owner.headers);
    expect(await list(owner.headers)).toHaveLength(1);
  });
});

describe('API keys: races', () => {
  it('revoking twice at once revokes once, with one log entry', async () => {
    const owner = await signUp(app);
    const key = await createKey(app, owner.headers);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, { id: key.apikey.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().revokedat)).size).toBe(1);
    const log = await auditOf(key.apikey.id);
    expect(log.filter((entry) => entry.action === 'api_key.revoked')).toHaveLength(1);
  });

  it(`creating many at once stops at ${MAX_ACTIVE_API_KEYS} active keys`, async () => {
    const owner = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS + 4 }, (_, i) =>
        keyCall(app, apiKeyEndpoints.create, owner.headers, newKey({ name: `Key ${i}` })),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_ACTIVE_API_KEYS);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toBe(
      apiKeyMessages.apiKeyLimitReached,
    );
    const keys = await list(owner.headers);
    expect(keys).toHaveLength(MAX_ACTIVE_API_KEYS);
    const first = keys[0];
    if (!first) throw new Error('no key');
    await keyCall(app, apiKeyEndpoints.revoke, owner.headers, undefined, { id: first.id });
    await createKey(app, owner.headers);
  });
});
