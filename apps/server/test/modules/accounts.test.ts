import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInResponseSchema } from '@olivia/contracts/auth';
import { stores, users } from '../../src/db/schema/accounts';
import { ledgerAccounts } from '../../src/db/schema/ledger';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { signIn, signUp, signUpBody, STRONG_PASSWORD, uniqueAddress } from '../helpers/factories';
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
    // a GBP store's fixed account is a UK one: sort code and 8-digit account number
    // (docs/product/roles.md)
    expect(body.staticaccountnumber).toMatch(/^99-\d{2}-\d{2} \d{8}$/);

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

const deleteAccount = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/olivia/utils/delete', headers, payload });

/** Whether the store of `merchant` is still there, its main user able to sign in. */
async function storeIsIntact(merchant: {
  email: string;
  password: string;
  body: { systemid: string };
}) {
  const { db } = await testDatabase();
  const rows = await db.select().from(stores).where(eq(stores.systemId, merchant.body.systemid));
  const signedIn = await signIn(app, merchant.email, merchant.password);
  return rows.length === 1 && signedIn.statusCode === 200;
}

describe('POST /api/olivia/utils/delete', () => {
  it('deletes the store with its users and sessions when the password is right', async () => {
    const merchant = await signUp(app);
    const response = await deleteAccount(merchant.headers, { password: merchant.password });
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

  it('refuses a wrong password and deletes nothing', async () => {
    const merchant = await signUp(app);
    const response = await deleteAccount(merchant.headers, { password: 'Not#MyPass1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'wrong password provided' });
    expect(await storeIsIntact(merchant)).toBe(true);
  });

  it('refuses a call without a password (the old one-click GET) and deletes nothing', async () => {
    const merchant = await signUp(app);
    const empty = await deleteAccount(merchant.headers, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.password).toEqual(['Field is required']);
    const oneClick = await app.inject({
      method: 'GET',
      url: '/api/olivia/utils/delete',
      headers: merchant.headers,
    });
    expect(oneClick.statusCode).toBe(404);
    expect(await storeIsIntact(merchant)).toBe(true);
  });

  it('locks deletion after 5 wrong passwords, even for the right one, sharing the count with password changes', async () => {
    const merchant = await signUp(app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await deleteAccount(merchant.headers, { password: `Wrong#${attempt}x` })).statusCode,
      ).toBe(400);
    }
    const change = await app.inject({
      method: 'PUT',
      url: '/api/olivia/utils/change/password/',
      headers: merchant.headers,
      payload: { oldpassword: 'Wrong#5x', newpassword: 'Fresh#Mango77' },
    });
    expect(change.statusCode).toBe(400);

    const locked = await deleteAccount(merchant.headers, { password: merchant.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many attempts. Try again in a few minutes.' });
    expect(await storeIsIntact(merchant)).toBe(true);
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
    const ledger = createLedger(db, createEventBus());
    const unclaimedBefore = await ledger.systemBalance('unclaimed_funds', 'NGN');

    expect(
      (await deleteAccount(merchant.headers, { password: merchant.password })).statusCode,
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

  it('is refused to a sub-user, even with their right password, and to a caller without a session', async () => {
    const merchant = await signUp(app);
    const staff = await app.inject({
      method: 'POST',
      url: '/api/olivia/sub-users',
      headers: merchant.headers,
      payload: { ...signUpBody(), allowsubusertransfer: true },
    });
    expect(staff.statusCode).toBe(201);
    const staffSignIn = await signIn(app, staff.json().email, STRONG_PASSWORD);
    const staffHeaders = { token: staffSignIn.json().token, systemid: staffSignIn.json().systemid };

    const bySubUser = await deleteAccount(staffHeaders, { password: STRONG_PASSWORD });
    expect(bySubUser.statusCode).toBe(403);
    const anonymous = await deleteAccount({}, { password: merchant.password });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Tokens Does Not Exist....' });
    expect(await storeIsIntact(merchant)).toBe(true);
  });
});
