import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { signUp, STRONG_PASSWORD } from '../../helpers/factories';
import { settlementKit } from '../../helpers/settlements';
import { staffHeaders } from '../../helpers/sub-users';
import { buildTestApp } from '../../helpers/test-app';
import { codeStep, passwordStep, securityCall, turnOnTwoFactor } from '../../helpers/two-factor';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A second sign-in of the same user from a phone. */
async function phoneSession(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(authEndpoints.signIn),
    payload: { username: email, password: STRONG_PASSWORD },
    headers: { 'user-agent': PHONE },
    remoteAddress: '10.9.8.7',
  });
  const body = response.json();
  return { token: body.token as string, systemid: body.systemid as string };
}

const devices = async (headers: { token: string; systemid: string }) =>
  (await securityCall(app, securityEndpoints.devices, headers)).json().content as Array<{
    id: string;
    browser: string | null;
    system: string | null;
    ip: string | null;
    current: boolean;
  }>;

describe('devices', () => {
  it("lists the user's signed-in browsers, this one marked, and signs one out", async () => {
    const merchant = await signUp(app);
    const phone = await phoneSession(merchant.email);
    const list = await devices(merchant.headers);
    expect(list).toHaveLength(2);
    const other = list.find((device) => !device.current);
    if (!other) throw new Error('the phone is not listed');
    expect(other).toMatchObject({ browser: 'Safari', system: 'iOS', ip: '10.9.8.7' });
    expect(list.filter((device) => device.current)).toHaveLength(1);

    const out = await securityCall(
      app,
      securityEndpoints.signOutDevice,
      merchant.headers,
      undefined,
      {
        id: other.id,
      },
    );
    expect(out.statusCode).toBe(200);
    expect((await securityCall(app, securityEndpoints.devices, phone)).statusCode).toBe(401);
    const again = await securityCall(
      app,
      securityEndpoints.signOutDevice,
      merchant.headers,
      undefined,
      {
        id: other.id,
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's or another store's session, 400 for a bad id", async () => {
    const owner = await signUp(app);
    const staff = await staffHeaders(app, owner);
    const stranger = await signUp(app);
    const ids = [...(await devices(staff)), ...(await devices(stranger.headers))].map((d) => d.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const response = await securityCall(
        app,
        securityEndpoints.signOutDevice,
        owner.headers,
        undefined,
        { id },
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await securityCall(app, securityEndpoints.devices, staff)).statusCode).toBe(200);
    const bad = await securityCall(app, securityEndpoints.signOutDevice, owner.headers, undefined, {
      id: 'nope',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const merchant = await signUp(app);
    const phones = [await phoneSession(merchant.email), await phoneSession(merchant.email)];
    const out = await securityCall(app, securityEndpoints.signOutOtherDevices, merchant.headers);
    expect(out.statusCode).toBe(200);
    for (const phone of phones) {
      expect((await securityCall(app, securityEndpoints.devices, phone)).statusCode).toBe(401);
    }
    expect(await devices(merchant.headers)).toHaveLength(1);
  });
});

describe('step-up before a settlement account changes', () => {
  const stepUpMessage = 'Enter a code from your authenticator app to continue';

  it('asks a user with two-step sign-in for a code again, then lets the change through', async () => {
    const kit = settlementKit(app);
    const owner = await kit.merchant('GBP');
    const body = await kit.accountBody(owner);
    const { recoverycodes } = await turnOnTwoFactor(app, owner.headers);

    const asked = await kit.call(settlementEndpoints.saveAccount, owner.headers, body);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toBe(stepUpMessage);

    const wrong = await securityCall(app, securityEndpoints.stepUp, owner.headers, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const up = await securityCall(app, securityEndpoints.stepUp, owner.headers, {
      code: recoverycodes[0],
    });
    expect(up.statusCode).toBe(200);
    const saved = await kit.call(settlementEndpoints.saveAccount, owner.headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('counts the code given at sign-in, and does not ask a user without two-step sign-in', async () => {
    const kit = settlementKit(app);
    const plain = await kit.merchant('GBP');
    const plainSaved = await kit.call(
      settlementEndpoints.saveAccount,
      plain.headers,
      await kit.accountBody(plain),
    );
    expect(plainSaved.statusCode, plainSaved.body).toBe(200);

    const owner = await kit.merchant('GBP');
    const { recoverycodes } = await turnOnTwoFactor(app, owner.headers);
    const { challenge } = (await passwordStep(app, owner.email, STRONG_PASSWORD)).json();
    const signedIn = (await codeStep(app, challenge, recoverycodes[1])).json();
    const headers = { token: signedIn.token, systemid: signedIn.systemid };
    const saved = await kit.call(
      settlementEndpoints.saveAccount,
      headers,
      await kit.accountBody(owner),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
