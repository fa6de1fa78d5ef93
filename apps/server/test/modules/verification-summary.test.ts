import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEndpoints } from '@olivia/contracts/agent-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { DAILY_LIMITS } from '@olivia/contracts/verification-tiers';
import { verificationEndpoints } from '@olivia/contracts/verification-endpoints';
import { signUp, uniqueAddress } from '../helpers/factories';
import { settlementKit } from '../helpers/settlements';
import { staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import {
  merchantWithMoney,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setPin,
  transferBody,
} from '../helpers/transfers';
import { picture, uploadImage } from '../helpers/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const summary = (headers: Headers = {}) =>
  app.inject({ url: endpointUrl(verificationEndpoints.summary), headers });

async function verifyBvn(headers: Headers) {
  const upload = await uploadImage(app, headers, await picture('jpeg'), {
    purpose: 'verification',
  });
  const response = await app.inject({
    method: 'POST',
    url: endpointUrl(agentEndpoints.register),
    headers,
    payload: {
      bvn: '22212345678',
      businessimgurl: 'Enugu',
      imgurl: upload.json().imageURL,
      nin: '12345678901',
    },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /verification/summary', () => {
  it('answers 401 signed out', async () => {
    expect((await summary()).statusCode).toBe(401);
  });

  it('shows a new NGN store at tier 0 with set-up to finish and nothing on file', async () => {
    const owner = await signUp(app);
    const answer = await summary(owner.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      currency: 'NGN',
      tier: 0,
      setupComplete: false,
      limits: DAILY_LIMITS[0].NGN,
      usedToday: { transfer: 0, settlement: 0 },
      identity: { kind: 'bvn', status: 'none', bvn: '', documents: [], checks: [] },
    });
  });

  it('after the BVN check: tier 1, the BVN masked, the photo through a signed link, the check logged', async () => {
    const owner = await signUp(app);
    await verifyBvn(owner.headers);
    await setPin(app, owner.headers);
    const answer = await summary(owner.headers);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      tier: 1,
      setupComplete: true,
      limits: DAILY_LIMITS[1].NGN,
      identity: { kind: 'bvn', status: 'verified', bvn: '*******5678', nin: '*******8901' },
    });
    expect(answer.body).not.toContain('22212345678');
    expect(answer.body).not.toContain('12345678901');
    expect(body.identity.checkedAt).toEqual(expect.any(String));
    expect(body.identity.checks).toEqual([{ action: 'agent.verified', at: expect.any(String) }]);
    const [document] = body.identity.documents;
    expect(document.purpose).toBe('verification');
    // The signed link of today (ADR 0011): it serves the photo, its id alone does not.
    expect((await app.inject({ url: document.url })).statusCode).toBe(200);
    const unsigned = document.url.replace(/\/[^/]+$/, '');
    expect((await app.inject({ url: unsigned })).statusCode).toBe(404);
  });

  it("shows a sub-user the tier, limits and today's use, but no identity", async () => {
    const owner = await merchantWithMoney(app, 50_000);
    const validation = await quote(app, owner.headers, {
      accountnumber: SANDBOX_ACCOUNTS.success,
      amount: 20_000,
    });
    expect((await sendTransfer(app, owner.headers, transferBody(validation))).statusCode).toBe(200);
    const staff = await staffHeaders(app, owner);
    const answer = await summary(staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      tier: 0,
      usedToday: { transfer: 20_000 },
      identity: null,
    });
    // Another store's summary is its own: nothing of this store's use.
    const stranger = await signUp(app);
    expect((await summary(stranger.headers)).json().usedToday.transfer).toBe(0);
  }, 60_000);

  it('for a GBP store: the settlement ID step, tier 1 once the account and its ID are saved', async () => {
    const kit = settlementKit(app);
    const fresh = await kit.merchant('GBP');
    expect((await summary(fresh.headers)).json()).toMatchObject({
      tier: 0,
      limits: { transfer: null, settlement: 0 },
      identity: { kind: 'settlementId', status: 'none', documents: [] },
    });
    const owner = await kit.withAccount('GBP');
    const body = (await summary(owner.headers)).json();
    expect(body).toMatchObject({
      tier: 1,
      limits: DAILY_LIMITS[1].GBP,
      identity: { kind: 'settlementId', status: 'verified', bvn: '' },
    });
    expect(body.identity.documents).toEqual([
      { purpose: 'identification', url: expect.stringContaining('/files/') },
    ]);
    expect(body.identity.checks[0]).toMatchObject({ action: 'settlement_account.created' });
  }, 60_000);
});
