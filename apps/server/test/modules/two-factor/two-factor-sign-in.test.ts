import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStepEndpoints } from '@olivia/contracts/sign-in-step-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { signInChallenges } from '../../../src/db/schema/two-factor';
import { sha256 } from '../../../src/lib/secrets';
import { signUp, STRONG_PASSWORD, uniqueAddress } from '../../helpers/factories';
import { createStaff } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import {
  codeOf,
  codeStep,
  passwordStep,
  securityCall,
  turnOnTwoFactor,
} from '../../helpers/two-factor';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function challengeFor(email: string) {
  const response = await passwordStep(app, email, STRONG_PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).not.toHaveProperty('token');
  return body as { secondfactor: string; challenge: string; expiresin: number };
}

const headersOf = (body: { token: string; systemid: string }) => ({
  token: body.token,
  systemid: body.systemid,
});

describe('sign-in with two-step sign-in on', () => {
  it('answers the session as before to a user without it', async () => {
    const merchant = await signUp(app);
    const response = await passwordStep(app, merchant.email, STRONG_PASSWORD);
    expect(response.json()).toMatchObject({
      userCategory: 'OLIVIA_USER',
      token: expect.any(String),
    });
  });

  it('asks a code after the password, opens the session with it, and never twice', async () => {
    const merchant = await signUp(app);
    const { secret } = await turnOnTwoFactor(app, merchant.headers);
    const first = await challengeFor(merchant.email);
    expect(first).toMatchObject({ secondfactor: 'code', expiresin: 300 });

    const wrong = await codeStep(app, first.challenge, '000000');
    expect(wrong.statusCode).toBe(400);
    // The step the set-up spent is refused (a replayed code), the next one opens the session.
    expect((await codeStep(app, first.challenge, await codeOf(secret))).statusCode).toBe(400);
    const code = await codeOf(secret, 1);
    const opened = await codeStep(app, first.challenge, code);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = headersOf(opened.json());
    expect((await securityCall(app, securityEndpoints.twoFactor, session)).statusCode).toBe(200);

    // The challenge is spent, and the same code on a new challenge is a replay.
    expect((await codeStep(app, first.challenge, code)).statusCode).toBe(401);
    const second = await challengeFor(merchant.email);
    const replay = await codeStep(app, second.challenge, code);
    expect(replay.statusCode).toBe(400);
  });

  it('takes a recovery code once, however it is typed', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const typed = recoverycodes[3].toLowerCase().replace('-', ' ');
    const first = await challengeFor(merchant.email);
    expect((await codeStep(app, first.challenge, typed)).statusCode).toBe(200);
    const second = await challengeFor(merchant.email);
    expect((await codeStep(app, second.challenge, recoverycodes[3])).statusCode).toBe(400);
    const left = await securityCall(app, securityEndpoints.twoFactor, merchant.headers);
    expect(left.json().recoverycodesleft).toBe(9);
  });

  it('opens one session when the same recovery code is sent twice at once', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const challenges = [await challengeFor(merchant.email), await challengeFor(merchant.email)];
    const answers = await Promise.all(
      challenges.map((c) => codeStep(app, c.challenge, recoverycodes[0])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown, expired or wrong-purpose challenge with one message', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const message = 'Your sign-in took too long. Enter your email and password again';
    const unknown = await codeStep(app, 'not-a-challenge', recoverycodes[0]);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe(message);

    const { challenge } = await challengeFor(merchant.email);
    const { db } = await testDatabase();
    await db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.tokenHash, sha256(challenge)));
    expect((await codeStep(app, challenge, recoverycodes[0])).json().error).toBe(message);

    const fresh = await challengeFor(merchant.email);
    const setup = await app.inject({
      method: 'POST',
      url: endpointUrl(signInStepEndpoints.signInSetup),
      payload: { challenge: fresh.challenge },
    });
    expect(setup.statusCode).toBe(401);
  });

  it('throttles codes like passwords: five wrong, then even a right one waits', async () => {
    const merchant = await signUp(app);
    const { recoverycodes } = await turnOnTwoFactor(app, merchant.headers);
    const { challenge } = await challengeFor(merchant.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await codeStep(app, challenge, `00000${i}`)).statusCode).toBe(400);
    }
    const locked = await codeStep(app, challenge, recoverycodes[0]);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many attempts. Try again in a few minutes.');
  });

  it('sends a sub-user of a store that requires it to set it up, then signs them in', async () => {
    const owner = await signUp(app);
    await turnOnTwoFactor(app, owner.headers);
    const staff = await createStaff(app, owner);
    await securityCall(app, securityEndpoints.requirement, owner.headers, { required: true });
    const { challenge, secondfactor } = await challengeFor(staff.email);
    expect(secondfactor).toBe('setup');
    // A 'setup' challenge does not take a code as a sign-in.
    expect((await codeStep(app, challenge, '123456')).statusCode).toBe(401);

    const post = (
      endpoint:
        typeof signInStepEndpoints.signInSetup | typeof signInStepEndpoints.signInSetupConfirm,
      payload: object,
    ) =>
      app.inject({
        method: 'POST',
        url: endpointUrl(endpoint),
        payload,
        remoteAddress: uniqueAddress(),
      });
    const setup = await post(signInStepEndpoints.signInSetup, { challenge });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const done = await post(signInStepEndpoints.signInSetupConfirm, {
      challenge,
      code: await codeOf(secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      userCategory: 'OLIVIA_SUB_USER',
      token: expect.any(String),
    });
    expect(done.json().recoverycodes).toHaveLength(10);

    // Required by the store: the sub-user cannot turn it off.
    const off = await securityCall(app, securityEndpoints.disable, headersOf(done.json()), {
      password: STRONG_PASSWORD,
      code: done.json().recoverycodes[0],
    });
    expect(off.statusCode).toBe(403);
    // Next time, a code.
    expect((await challengeFor(staff.email)).secondfactor).toBe('code');
  });
});
