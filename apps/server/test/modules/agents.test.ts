import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import type { AgentRegistration } from '@olivia/contracts/agent';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages, serverErrors } from '@olivia/contracts/messages';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryRows } from '../../src/db/client';
import { agentVerifications } from '../../src/db/schema/agents';
import { users } from '../../src/db/schema/accounts';
import { createDataKeys } from '../../src/lib/data-keys';
import { SANDBOX_BVNS } from '../../src/modules/agents/identity-provider';
import { dataKeyOf, loadConfig } from '../../src/config';
import { signIn, signUp, uniqueAddress, type SignedIn } from '../helpers/factories';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { setPin } from '../helpers/transfers';
import { picture, storeIdOf, uploadImage } from '../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const MATCHING_BVN = '22212345678';

async function photo(
  headers: Headers,
  purpose: 'verification' | 'identification' = 'verification',
) {
  const response = await uploadImage(app, headers, await picture('jpeg'), { purpose });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imageURL: string }>().imageURL;
}

const register = (headers: Headers, body: Partial<AgentRegistration>) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(agentEndpoints.register),
    headers,
    payload: body,
    remoteAddress: uniqueAddress(),
  });

async function registration(merchant: SignedIn, overrides: Partial<AgentRegistration> = {}) {
  return {
    bvn: MATCHING_BVN,
    businessimgurl: 'Enugu',
    imgurl: await photo(merchant.headers),
    nin: '12345678901',
    ...overrides,
  };
}

const status = async (headers: Headers) =>
  (await app.inject({ url: endpointUrl(agentEndpoints.status), headers })).json();

async function signedInAgain(merchant: SignedIn) {
  const response = await signIn(app, merchant.email, merchant.password);
  return response.json<{ isAgent: boolean; isVerified: boolean }>();
}

describe('agent verification of an NGN store', () => {
  it('makes the main user an agent and the store verified; the next sign-in says so', async () => {
    const merchant = await signUp(app);
    expect((await signedInAgain(merchant)).isAgent).toBe(false);
    const response = await register(merchant.headers, await registration(merchant));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: messages.agentVerified });
    expect(await signedInAgain(merchant)).toMatchObject({ isAgent: true, isVerified: true });
    expect(await status(merchant.headers)).toEqual({
      status: 'verified',
      bvn: '*******5678',
      nin: '*******8901',
    });

    const again = await register(merchant.headers, await registration(merchant));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(serverErrors.agentAlreadyActivated);
  });

  it('keeps the BVN and NIN sealed at rest, readable only with the data key', async () => {
    const merchant = await signUp(app);
    await register(merchant.headers, await registration(merchant));
    const storeId = await storeIdOf(merchant.email);
    const { db } = await testDatabase();
    const [row] = await db
      .select()
      .from(agentVerifications)
      .where(eq(agentVerifications.storeId, storeId));
    if (!row) throw new Error('no verification');
    const [raw] = await queryRows<{ text: string }>(
      db,
      sql`SELECT row_to_json(v)::text AS text FROM agent_verifications v WHERE store_id = ${storeId}`,
    );
    expect(raw?.text).not.toContain(MATCHING_BVN);
    expect(raw?.text).not.toContain('12345678901');
    const keys = createDataKeys(dataKeyOf(loadConfig({ NODE_ENV: 'test' })));
    expect(keys.open(row.bvnEncrypted)).toBe(MATCHING_BVN);
    expect(row.ninEncrypted && keys.open(row.ninEncrypted)).toBe('12345678901');
  });

  it('blocks the store on a name mismatch, for good', async () => {
    const merchant = await signUp(app);
    const response = await register(
      merchant.headers,
      await registration(merchant, { bvn: SANDBOX_BVNS.nameMismatch }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(serverErrors.bvnMismatch);
    const retry = await register(merchant.headers, await registration(merchant));
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error).toBe(serverErrors.bvnMismatch);
    expect(await status(merchant.headers)).toMatchObject({ status: 'blocked' });
    expect((await signedInAgain(merchant)).isAgent).toBe(false);
  });

  it('lets an unknown BVN be corrected: it blocks nothing', async () => {
    const merchant = await signUp(app);
    const unknown = await register(
      merchant.headers,
      await registration(merchant, { bvn: SANDBOX_BVNS.unknown }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(messages.failedToVerifyAgent);
    expect(await status(merchant.headers)).toMatchObject({ status: 'none', bvn: '' });
    expect((await register(merchant.headers, await registration(merchant))).statusCode).toBe(200);
  });

  it('refuses bad fields with docs/product rules and changes nothing', async () => {
    const merchant = await signUp(app);
    const cases: [Partial<AgentRegistration>, string, string][] = [
      [{ bvn: '12ab567890' }, 'bvn', messages.bvnDigitsOnly],
      [{ bvn: '123456789' }, 'bvn', messages.bvnTooShort],
      [{ bvn: '' }, 'bvn', messages.required],
      [{ businessimgurl: '' }, 'businessimgurl', messages.required],
      [{ imgurl: '' }, 'imgurl', messages.required],
      [{ nin: '123' }, 'nin', messages.ninElevenDigits],
    ];
    for (const [change, field, message] of cases) {
      const response = await register(merchant.headers, await registration(merchant, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details?.[field]).toContain(message);
    }
    expect(await status(merchant.headers)).toMatchObject({ status: 'none' });
  });

  it("refuses another store's photo, an identity document of another kind, and foreign links", async () => {
    const merchant = await signUp(app);
    const other = await signUp(app);
    const links = [
      await photo(other.headers),
      await photo(merchant.headers, 'identification'),
      'https://evil.example/files/x/y',
    ];
    for (const imgurl of links) {
      const response = await register(merchant.headers, await registration(merchant, { imgurl }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details?.imgurl).toEqual([messages.imageNotYours]);
    }
    expect(await status(merchant.headers)).toMatchObject({ status: 'none' });
  });

  it('is for the main user of an NGN store only', async () => {
    const merchant = await signUp(app);
    const body = await registration(merchant);
    const staff = await staffHeaders(app, merchant);
    expect((await register(staff, body)).statusCode).toBe(403);
    expect((await register({}, body)).statusCode).toBe(401);
    const pounds = await signUp(app, { currency: 'GBP' });
    expect((await register(pounds.headers, await registration(pounds))).statusCode).toBe(403);
  });
});

describe('set-up outside Nigeria', () => {
  it('makes the main user an agent when they set their first PIN (there is no BVN)', async () => {
    const merchant = await signUp(app, { currency: 'GBP' });
    expect((await signedInAgain(merchant)).isAgent).toBe(false);
    await setPin(app, merchant.headers);
    expect((await signedInAgain(merchant)).isAgent).toBe(true);
  });

  it('does not make an NGN main user an agent by a PIN alone', async () => {
    const merchant = await signUp(app);
    await setPin(app, merchant.headers);
    expect((await signedInAgain(merchant)).isAgent).toBe(false);
  });
});

const RANGE = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-07T23:59:00.000Z' };

describe('a password that is due for a change', () => {
  it("stops the dashboard with the product's 'Password Change for User is due....'", async () => {
    const strict = await buildTestApp({ PASSWORD_MAX_AGE_DAYS: '30' });
    try {
      const merchant = await signUp(strict);
      const dashboard = () =>
        strict.inject({
          method: 'POST',
          url: endpointUrl(walletEndpoints.dashboard),
          headers: merchant.headers,
          payload: RANGE,
        });
      expect((await dashboard()).statusCode).toBe(200);
      const { db } = await testDatabase();
      await db
        .update(users)
        .set({ passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(users.email, merchant.email));
      const due = await dashboard();
      expect(due.statusCode).toBe(403);
      expect(due.json().error).toBe(serverErrors.passwordChangeDue);
      // the default (0) never asks
      expect(
        (
          await app.inject({
            method: 'POST',
            url: endpointUrl(walletEndpoints.dashboard),
            headers: merchant.headers,
            payload: RANGE,
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
