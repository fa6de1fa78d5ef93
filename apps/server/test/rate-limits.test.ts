import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueAddress } from './helpers/factories';
import { buildTestApp, secondDatabase } from './helpers/test-app';

const apps: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const close of closers) await close();
});

async function app(env: Record<string, string> = {}, ownPool = false) {
  let built: FastifyInstance;
  if (ownPool) {
    const other = await secondDatabase();
    if (other.own) closers.push(other.close);
    built = await buildTestApp(env, { db: other.db });
  } else {
    built = await buildTestApp(env);
  }
  apps.push(built);
  return built;
}

const signUpFrom = (target: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  target.inject({
    method: 'POST',
    url: '/api/olivia/signup',
    payload: signUpBody(),
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('rate limits', () => {
  it('count across server processes and survive a restart (10 sign-ups an hour per address)', async () => {
    const [first, second] = [await app(), await app({}, true)];
    const address = uniqueAddress();
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await signUpFrom(i % 2 ? first : second, address));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(answers[10]?.json()).toEqual({ error: 'Too Many Requests' });

    const restarted = await app({}, true);
    expect((await signUpFrom(restarted, address)).statusCode).toBe(429);
    expect((await signUpFrom(restarted, uniqueAddress())).statusCode).toBe(200);
  });
});

describe('rate limits per route', () => {
  it("keep one route's limit to that route: 31 name enquiries do not limit the balance or top-ups", async () => {
    const target = await app();
    const signed = await target.inject({
      method: 'POST',
      url: '/api/olivia/signup',
      payload: signUpBody(),
      remoteAddress: uniqueAddress(),
    });
    const { token, systemid } = signed.json();
    const address = uniqueAddress();
    const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      target.inject({ method, url, payload, headers: { token, systemid }, remoteAddress: address });
    const enquiry = { accountnumber: '0000000001', amount: 500, bankcode: '044', fee: 0 };
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await call('/api/olivia/agent/transfer/validation', 'POST', enquiry)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // before the fix, the enquiry's limit was carried by every signed-in route of the app
    for (let i = 0; i < 31; i += 1) {
      expect((await call('/api/olivia/agent/pbbt/supported-bank')).statusCode).toBe(200);
    }
  });
});

describe('TRUST_PROXY', () => {
  const spoofed = (real: string, i: number) => `198.51.100.${i}, ${real}`;

  it.each([['1'], ['127.0.0.0/8, 10.250.0.1']])(
    'with %s takes the address the proxy saw, not what the client wrote leftmost',
    async (trust) => {
      const behindProxy = await app({ TRUST_PROXY: trust });
      const real = uniqueAddress();
      const codes = [];
      for (let i = 0; i < 12; i += 1) {
        codes.push((await signUpFrom(behindProxy, '10.250.0.1', spoofed(real, i))).statusCode);
      }
      expect(codes.filter((code) => code === 429)).toHaveLength(2);
    },
  );

  it('is off by default: a forwarded address is ignored', async () => {
    const direct = await app();
    const address = uniqueAddress();
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await signUpFrom(direct, address, uniqueAddress())).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
