import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInResponseSchema } from '@olivia/contracts/auth';
import { stores, users } from '../../src/db/schema/accounts';
import { ledgerAccounts } from '../../src/db/schema/ledger';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { signIn, signUp, signUpBody, uniqueAddress } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const postSignUp = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/olivia/signup',
    payload,
    remoteAddress: uniqueAddress(),
  });

describe('POST /api/olivia/signup', () => {
  it('creates the store and its main user, not yet an agent, and signs them in', async () => {
    const payload = signUpBody({ currency: 'GBP', businessname: 'Brixton Bakes' });
    const response = await postSignUp(payload);
    expect(response.statusCode).toBe(200);
    const body = SignInResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      userCategory: 'OLIVIA_USER',
      isAgent: false,
      isVerified: false,
      curAbbre: 'GBP',
      curSymbol: '£',
      businessname: 'Brixton Bakes',
      firstname: payload.firstname,
      setup: { controlchat: false, viewbalance: true },
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.staticaccountnumber).toMatch(/^\d{10}$/);

    const logout = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/logout',
      headers: { token: body.token, systemid: body.systemid },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('keeps the referral code of /sign-up/{id} with the new store', async () => {
    const merchant = await signUp(app, { referralcode: 'FRIEND42' });
    const { db } = await testDatabase();
    const [store] = await db
      .select()
      .from(stores)
      .where(eq(stores.systemId, merchant.body.systemid));
    expect(store?.referredBy).toBe('FRIEND42');
  });

  it('refuses a second account with the same email, in any case, and creates nothing', async () => {
    const first = await signUp(app);
    const { db } = await testDatabase();
    const before = await db.select({ n: count() }).from(stores);
    const response = await postSignUp(signUpBody({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'An account with this email already exists' });
    const after = await db.select({ n: count() }).from(stores);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers Bad Request with the form messages for each bad field', async () => {
    const response = await postSignUp({
      ...signUpBody(),
      businessname: '  ',
      email: 'not-an-email',
      phone: 'abc',
      password: 'weakpass',
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.details.businessname).toContain('Field is required');
    expect(body.details.email).toContain('Enter a valid email address');
    expect(body.details.phone).toContain('Enter a valid phone number');
    expect(body.details.password).toContain('Password is not strong enough.');
    expect(body.details.currency).toBeDefined();
  });

  it('refuses a common password even when it meets the character rules', async () => {
    const response = await postSignUp(signUpBody({ password: 'P@ssw0rd' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.password).toEqual([
      'This password is too common. Choose a less predictable one.',
    ]);
  });
});

describe('GET /api/olivia/utils/delete', () => {
  it('deletes the store with its users and sessions; signing in again fails', async () => {
    const merchant = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/delete',
      headers: merchant.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Account deletion successful');

    const { db } = await testDatabase();
    expect(await db.select().from(users).where(eq(users.email, merchant.email))).toEqual([]);
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(401);
    const reuse = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/logout',
      headers: merchant.headers,
    });
    expect(reuse.json()).toEqual({ error: 'Tokens Does Not Exist....' });
  });

  it('moves a remaining balance to unclaimed funds and keeps the ledger rows', async () => {
    const merchant = await signUp(app);
    const { reference } = (
      await app.inject({
        method: 'POST',
        url: '/api/olivia/agent/pbbt/pbbt',
        headers: merchant.headers,
        payload: { amount: 700, bank: '035' },
      })
    ).json();
    await app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: { reference } });
    const { db } = await testDatabase();
    const ledger = createLedger(db);
    const unclaimedBefore = await ledger.systemBalance('unclaimed_funds', 'NGN');

    expect(
      (await app.inject({ url: '/api/olivia/utils/delete', headers: merchant.headers })).statusCode,
    ).toBe(200);
    expect(await ledger.systemBalance('unclaimed_funds', 'NGN')).toBe(unclaimedBefore + 700_00n);
    const [closed] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          isNull(ledgerAccounts.storeId),
          eq(ledgerAccounts.kind, 'wallet'),
          isNotNull(ledgerAccounts.closedAt),
        ),
      )
      .orderBy(desc(ledgerAccounts.closedAt))
      .limit(1);
    expect(closed?.balance).toBe(0n);
  });

  it('is refused to a sub-user and to a caller without a session', async () => {
    const merchant = await signUp(app);
    const staff = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers: merchant.headers,
      payload: { ...signUpBody(), allowsubusertransfer: true },
    });
    expect(staff.statusCode).toBe(201);
    const staffSignIn = await signIn(app, staff.json().email, 'Kettle#Blue42');
    const staffHeaders = { token: staffSignIn.json().token, systemid: staffSignIn.json().systemid };

    const bySubUser = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/delete',
      headers: staffHeaders,
    });
    expect(bySubUser.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/olivia/utils/delete' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Tokens Does Not Exist....' });
    expect((await signIn(app, merchant.email, merchant.password)).statusCode).toBe(200);
  });
});
