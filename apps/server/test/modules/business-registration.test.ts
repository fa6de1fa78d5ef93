import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { verificationMessages } from '@olivia/contracts/verification-messages';
import { DAILY_LIMITS } from '@olivia/contracts/verification-tiers';
import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { eq } from 'drizzle-orm';
import { stores } from '../../src/db/schema/accounts';
import { businessRegistrations } from '../../src/db/schema/agents';
import { SANDBOX_REGISTRATIONS } from '../../src/modules/agents/identity-provider';
import { signUp, uniqueAddress } from '../helpers/factories';
import { settlementKit } from '../helpers/settlements';
import { auditOf, staffHeaders } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { storeIdOf } from '../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const register = (headers: Headers, number: unknown) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(verificationEndpoints.registerBusiness),
    headers,
    payload: { number },
    remoteAddress: uniqueAddress(),
  });
const summary = async (headers: Headers) =>
  (await app.inject({ url: endpointUrl(verificationEndpoints.summary), headers })).json();

async function verifiedStore() {
  const owner = await signUp(app);
  const { db } = await testDatabase();
  const storeId = await storeIdOf(owner.email);
  await db.update(stores).set({ isVerified: true }).where(eq(stores.id, storeId));
  return { owner, storeId };
}

describe('business registration (sandbox identity provider)', () => {
  it('checks a CAC number, records it with the account log, and lifts a verified store to tier 2', async () => {
    const { owner, storeId } = await verifiedStore();
    expect((await summary(owner.headers)).tier).toBe(1);
    const answer = await register(owner.headers, 'rc 123-456');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(verificationMessages.businessRegistered);
    const after = await summary(owner.headers);
    expect(after).toMatchObject({
      tier: 2,
      limits: DAILY_LIMITS[2].NGN,
      identity: {
        businessCheckOffered: true,
        business: {
          register: 'NG',
          number: 'RC123456',
          registeredName: 'Sandbox Enterprises RC123456 Ltd',
        },
      },
    });
    expect(after.identity.checks[0]).toMatchObject({ action: 'business_registration.verified' });
    const log = await auditOf(storeId);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'business_registration.verified' }),
      ]),
    );
    // Once per store.
    const again = await register(owner.headers, 'RC654321');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(verificationMessages.registrationAlreadyChecked);
  });

  it('keeps an unverified store at tier 0: the registration alone raises nothing', async () => {
    const owner = await signUp(app);
    expect((await register(owner.headers, 'BN1234567')).statusCode).toBe(200);
    expect((await summary(owner.headers)).tier).toBe(0);
  });

  it('refuses a badly shaped, unknown or dissolved number and an unreachable register, recording nothing', async () => {
    const { owner } = await verifiedStore();
    const cases: [string, number, string][] = [
      ['', 400, verificationMessages.registrationNumberRequired],
      ['12345', 400, verificationMessages.registrationNumberInvalid],
      ['SC123456', 400, verificationMessages.registrationNumberInvalid],
      [SANDBOX_REGISTRATIONS.NG.unknown, 400, verificationMessages.registrationNotFound],
      [SANDBOX_REGISTRATIONS.NG.dissolved, 400, verificationMessages.registrationNotActive],
      [SANDBOX_REGISTRATIONS.NG.unreachable, 502, verificationMessages.registrationUnavailable],
    ];
    for (const [number, status, message] of cases) {
      const answer = await register(owner.headers, number);
      expect(answer.statusCode, number).toBe(status);
      const body = answer.json();
      expect(body.details?.number ?? [body.error], number).toContain(message);
    }
    const after = await summary(owner.headers);
    expect(after.tier).toBe(1);
    expect(after.identity.business).toBeNull();
  });

  it('checks a Companies House number for a GBP store; USD has no register yet', async () => {
    const kit = settlementKit(app);
    const owner = await kit.withAccount('GBP');
    expect((await register(owner.headers, 'RC1234')).statusCode).toBe(400);
    expect((await register(owner.headers, 'sc123456')).statusCode).toBe(200);
    expect(await summary(owner.headers)).toMatchObject({
      tier: 2,
      identity: { business: { register: 'GB', number: 'SC123456' } },
    });
    const dollars = await signUp(app, { currency: 'USD' });
    const refused = await register(dollars.headers, '12345678');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(verificationMessages.registrationNotOffered);
    expect((await summary(dollars.headers)).identity.businessCheckOffered).toBe(false);
  }, 60_000);

  it('is the main user’s: a sub-user gets 403 and signed out 401', async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    expect((await register(staff, 'RC123456')).statusCode).toBe(403);
    expect((await register({}, 'RC123456')).statusCode).toBe(401);
  });

  it('records one registration when two arrive at once', async () => {
    const { owner, storeId } = await verifiedStore();
    const answers = await Promise.all([
      register(owner.headers, 'RC222222'),
      register(owner.headers, 'RC333333'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(businessRegistrations)
      .where(eq(businessRegistrations.storeId, storeId));
    expect(rows).toHaveLength(1);
    const logged = (await auditOf(storeId)).filter(
      (row) => row.action === 'business_registration.verified',
    );
    expect(logged).toHaveLength(1);
  });
});
