import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { users } from '../../../src/db/schema/accounts';
import { auditLog } from '../../../src/db/schema/audit-log';
import { userTotp } from '../../../src/db/schema/two-factor';
import { signUp, STRONG_PASSWORD } from '../../helpers/factories';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { codeOf, securityCall, turnOnTwoFactor } from '../../helpers/two-factor';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const status = async (headers: { token: string; systemid: string }) =>
  (await securityCall(app, securityEndpoints.twoFactor, headers)).json();

/** The account log's actions by the user of `email`, oldest first. */
async function loggedActions(email: string) {
  const { db } = await testDatabase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const rows = await db
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, user.id))
    .orderBy(asc(auditLog.createdAt));
  return rows;
}

describe('two-step sign-in set-up', () => {
  it('answers 401 to every endpoint without a session', async () => {
    for (const endpoint of Object.values(securityEndpoints)) {
      const params = 'params' in endpoint ? { id: crypto.randomUUID() } : undefined;
      const response = await securityCall(app, endpoint, {}, {}, params);
      expect(response.statusCode, endpoint.path).toBe(401);
    }
  });

  it('turns on with a first code, gives ten recovery codes once, never answers the secret again', async () => {
    const merchant = await signUp(app);
    expect(await status(merchant.headers)).toEqual({
      enabled: false,
      enabledat: null,
      recoverycodesleft: 0,
      required: false,
    });
    const setup = await securityCall(app, securityEndpoints.startSetup, merchant.headers);
    const { secret, otpauthurl, qrcode } = setup.json();
    expect(otpauthurl).toContain(`secret=${secret}`);
    expect(qrcode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await securityCall(app, securityEndpoints.confirmSetup, merchant.headers, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(
      'That code is not right. Check your authenticator app and try again',
    );
    const badShape = await securityCall(app, securityEndpoints.confirmSetup, merchant.headers, {
      code: '12ab',
    });
    expect(badShape.statusCode).toBe(400);

    const confirmed = await securityCall(app, securityEndpoints.confirmSetup, merchant.headers, {
      code: await codeOf(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoverycodes).toHaveLength(10);
    const now = await status(merchant.headers);
    expect(now).toMatchObject({ enabled: true, recoverycodesleft: 10 });
    expect(JSON.stringify(now)).not.toContain(secret);

    const again = await securityCall(app, securityEndpoints.startSetup, merchant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Two-step sign-in is already on');

    // Kept sealed: the stored value does not hold the secret.
    const { db } = await testDatabase();
    const sealed = await db.select({ secret: userTotp.secretSealed }).from(userTotp);
    expect(sealed.some((row) => row.secret.includes(secret))).toBe(false);
  });

  it('turns off only with the password and a code, and logs each change', async () => {
    const merchant = await signUp(app);
    const { secret, recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const off = (password: string, code: string) =>
      securityCall(app, securityEndpoints.disable, merchant.headers, { password, code });
    expect((await off('Wrong#Pass1', await codeOf(secret, 1))).statusCode).toBe(400);
    expect((await off(STRONG_PASSWORD, '111111')).statusCode).toBe(400);
    expect((await off(STRONG_PASSWORD, recoverycodes[0])).statusCode).toBe(200);
    expect((await status(merchant.headers)).enabled).toBe(false);
    expect((await off(STRONG_PASSWORD, recoverycodes[1])).statusCode).toBe(409);

    const logged = (await loggedActions(merchant.email)).filter((row) =>
      row.action.startsWith('user.two_factor'),
    );
    expect(logged.map((row) => row.action)).toEqual([
      'user.two_factor_enabled',
      'user.two_factor_disabled',
    ]);
    expect(logged[1]?.changes).toEqual({ secondfactor: 'recovery_code' });
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('gives new recovery codes for a code; the old ones stop working', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const renewed = await securityCall(app, securityEndpoints.newRecoveryCodes, merchant.headers, {
      code: recoverycodes[0],
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoverycodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoverycodes[1]);
    const old = await securityCall(app, securityEndpoints.newRecoveryCodes, merchant.headers, {
      code: recoverycodes[1],
    });
    expect(old.statusCode).toBe(400);
    expect((await status(merchant.headers)).recoverycodesleft).toBe(10);
  });

  it('locks codes after five wrong ones, even the right one, for every code endpoint', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        securityCall(app, securityEndpoints.stepUp, merchant.headers, { code: '000000' }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((code) => code === 400)).toHaveLength(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(3);
    const right = await securityCall(app, securityEndpoints.newRecoveryCodes, merchant.headers, {
      code: recoverycodes[0],
    });
    expect(right.statusCode).toBe(429);
  });

  it('lets only the main user require it of sub-users, once their own is on', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const require = (headers: typeof staff, required: boolean) =>
      securityCall(app, securityEndpoints.requirement, headers, { required });
    expect((await require(staff, true)).statusCode).toBe(403);
    const notYet = await require(owner.headers, true);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('Turn on two-step sign-in for yourself first');
    await turnOnTwoFactor(app, owner.headers);
    expect((await require(owner.headers, true)).json()).toEqual({ required: true });
    // The sub-user without it is signed out, to set it up at their next sign-in.
    expect((await securityCall(app, securityEndpoints.twoFactor, staff)).statusCode).toBe(401);
    expect((await status(owner.headers)).required).toBe(true);
    expect((await require(owner.headers, false)).json()).toEqual({ required: false });
    expect((await loggedActions(owner.email)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['store.two_factor_required', 'store.two_factor_not_required']),
    );
  });
});
