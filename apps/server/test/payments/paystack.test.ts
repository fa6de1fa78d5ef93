import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYSTACK_SIGNATURE_HEADER } from '../../src/payments/paystack/paystack-provider';
import { signBody } from '../../src/payments/webhook-signature';
import { signUp, signUpAgent, type SignedIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

const SECRET = 'sk_test_olivia0fake0key';
const charges: Record<string, unknown>[] = [];
let failCharges = false;
let paystack: FastifyInstance;
let app: FastifyInstance;

/** A local stand-in for api.paystack.co, answering as its documentation shows. */
async function startFakePaystack(): Promise<string> {
  paystack = Fastify();
  paystack.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${SECRET}`) {
      return reply.code(401).send({ status: false, message: 'Invalid key' });
    }
  });
  paystack.get('/bank', async (request) => {
    expect(request.query).toMatchObject({ country: 'nigeria', pay_with_bank_transfer: 'true' });
    return {
      status: true,
      message: 'Banks retrieved',
      data: [
        { name: 'Wema Bank', code: '035', active: true },
        { name: 'Paystack-Titan', code: '100039', active: false },
      ],
    };
  });
  paystack.post('/charge', async (request, reply) => {
    if (failCharges)
      return reply.code(400).send({ status: false, message: 'Charge attempt failed' });
    const body = request.body as Record<string, unknown>;
    charges.push(body);
    return {
      status: true,
      message: 'Charge attempted',
      data: {
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        reference: body.reference,
        amount: body.amount,
        account_name: 'PAYSTACK CHECKOUT',
        account_number: '9876543210',
        bank: { slug: 'wema-bank', name: 'Wema Bank', id: 20 },
        account_expires_at: (body.bank_transfer as { account_expires_at: string })
          .account_expires_at,
      },
    };
  });
  return paystack.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  const url = await startFakePaystack();
  app = await buildTestApp({
    PAYMENTS_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: url,
  });
});
afterAll(async () => {
  await app.close();
  await paystack.close();
});

const api = (merchant: SignedIn, url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/olivia${url}`,
    headers: merchant.headers,
    payload,
  });

function chargeSuccess(reference: string, amountKobo: number, id: number) {
  const payload = JSON.stringify({
    event: 'charge.success',
    data: {
      id,
      reference,
      amount: amountKobo,
      currency: 'NGN',
      paid_at: new Date().toISOString(),
      channel: 'bank_transfer',
    },
  });
  return { payload, signature: signBody(payload, SECRET) };
}
const deliver = (payload: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/olivia/webhooks/paystack',
    payload,
    headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signature },
  });

describe('the Paystack provider', () => {
  it('moves real money only for a verified agent', async () => {
    const newcomer = await signUp(app);
    const refused = await api(newcomer, '/agent/pbbt/pbbt', { amount: 1000, bank: '035' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Verify your business before moving money' });
    const agent = await signUpAgent(app);
    expect((await api(agent, '/agent/pbbt/pbbt', { amount: 1000, bank: '035' })).statusCode).toBe(
      200,
    );
  });

  it('lists Pay-with-Transfer banks and opens a charge for amount plus fee, in kobo', async () => {
    const merchant = await signUpAgent(app);
    expect((await api(merchant, '/agent/pbbt/supported-bank')).json().banks).toEqual([
      { code: '035', name: 'Wema Bank' },
      { code: '100039', name: 'Paystack-Titan' },
    ]);
    const closed = await api(merchant, '/agent/pbbt/pbbt', { amount: 1000, bank: '100039' });
    expect(closed.json().error).toBe('Selected Bank is not available at the moment');

    const details = (await api(merchant, '/agent/pbbt/pbbt', { amount: 1000, bank: '035' })).json();
    expect(details).toMatchObject({
      amount: 1000,
      fee: 10,
      walletNumber: '9876543210',
      accountBank: 'Wema Bank',
    });
    expect(charges.at(-1)).toMatchObject({
      amount: 101000,
      currency: 'NGN',
      reference: details.reference,
      email: merchant.email,
    });
  });

  it('credits the wallet from a signed charge.success, once, and refuses a forged one', async () => {
    const merchant = await signUpAgent(app);
    const { reference } = (
      await api(merchant, '/agent/pbbt/pbbt', { amount: 2000, bank: '035' })
    ).json();
    const forged = chargeSuccess(reference, 202000, 1);
    expect(
      (await deliver(forged.payload, signBody(forged.payload, 'sk_test_wrong'))).statusCode,
    ).toBe(401);
    const real = chargeSuccess(reference, 202000, Date.now());
    expect((await deliver(real.payload, real.signature)).statusCode).toBe(200);
    expect((await deliver(real.payload, real.signature)).statusCode).toBe(200);
    const status = (await api(merchant, '/agent/pbbt/status', { reference })).json();
    expect(status).toMatchObject({ status: 'SUCCESSFUL', credited: 2000, amountpaid: 2020 });
  });

  it("answers 'Failed to fetch payment details' when Paystack refuses, and has no sandbox bank", async () => {
    const merchant = await signUpAgent(app);
    failCharges = true;
    const failed = await api(merchant, '/agent/pbbt/pbbt', { amount: 1000, bank: '035' });
    failCharges = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'Failed to fetch payment details' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/sandbox/pay', payload: {} })).statusCode,
    ).toBe(404);
    expect((await deliver('{}', 'x')).statusCode).toBe(401);
    const sandboxHook = await app.inject({
      method: 'POST',
      url: '/api/olivia/webhooks/sandbox',
      payload: {},
    });
    expect(sandboxHook.statusCode).toBe(404);
  });

  it("lets the top-up dialog frame Paystack's checkout page, and nothing else", async () => {
    const csp = (await app.inject('/healthz')).headers['content-security-policy'];
    expect(csp).toContain("frame-src 'self' https://checkout.paystack.com");
  });

  it('needs its secret key', async () => {
    await expect(buildTestApp({ PAYMENTS_PROVIDER: 'paystack' })).rejects.toThrow(
      /PAYSTACK_SECRET_KEY/,
    );
  });
});
