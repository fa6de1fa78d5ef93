import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { createPaystackProvider } from '../../src/payments/paystack/paystack-provider';
import { slugOf } from '../helpers/checkout';
import { signUpAgent, uniqueAddress, type SignedIn } from '../helpers/factories';
import { buildTestApp } from '../helpers/test-app';

/**
 * Issue 25: Paystack failing to answer is a bad gateway (502) with docs/product/rules.md's words,
 * never a 500: a refused connection, a 5xx, an answer that is not Paystack's, and no answer in
 * time.
 */
const SECRET = 'sk_test_olivia0unreachable0key';

/** An address nothing listens at: a port bound, then closed, refuses connections. */
async function refusingAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
  return `http://127.0.0.1:${port}`;
}

/** A Paystack that answers every call with `answer`. */
async function brokenPaystack(
  answer: (reply: FastifyReply) => unknown,
): Promise<{ url: string; server: FastifyInstance }> {
  const server = Fastify();
  server.all('/*', async (_request, reply) => answer(reply));
  return { url: await server.listen({ port: 0, host: '127.0.0.1' }), server };
}

const fakes: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
});

const failures: [string, () => Promise<string>][] = [
  ['refuses connections', refusingAddress],
  [
    'answers 503',
    async () => {
      const fake = await brokenPaystack((reply) =>
        reply.code(503).send({ status: false, message: 'Service Unavailable' }),
      );
      fakes.push(fake.server);
      return fake.url;
    },
  ],
  [
    'answers what is not Paystack',
    async () => {
      const fake = await brokenPaystack((reply) =>
        reply.code(200).header('content-type', 'text/html').send('<html>gateway</html>'),
      );
      fakes.push(fake.server);
      return fake.url;
    },
  ],
];

describe.each(failures)('with Paystack that %s', (_label, addressOf) => {
  let app: FastifyInstance;
  let merchant: SignedIn;
  let lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    app = await buildTestApp(
      {
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_BASE_URL: await addressOf(),
        LOG_LEVEL: 'info',
      },
      { logStream },
    );
    merchant = await signUpAgent(app);
    lines = [];
  });
  afterAll(() => app.close());

  const call = (url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: merchant.headers,
      payload,
      remoteAddress: uniqueAddress(),
    });

  it("answers the top-up's bank list and account 502 'Failed to fetch payment details'", async () => {
    const banks = await call('/api/olivia/agent/pbbt/supported-bank');
    expect(banks.statusCode).toBe(502);
    expect(banks.json()).toEqual({ error: messages.failedToFetchPaymentDetails });
    const topUp = await call('/api/olivia/agent/pbbt/pbbt', { amount: 1000, bank: '035' });
    expect(topUp.statusCode).toBe(502);
    expect(topUp.json()).toEqual({ error: messages.failedToFetchPaymentDetails });
  });

  it("answers the transfer's bank list and name enquiry 502 'Unable to confirm account details'", async () => {
    const banks = await call(endpointUrl(transferEndpoints.banks));
    expect(banks.statusCode).toBe(502);
    expect(banks.json()).toEqual({ error: messages.unableToConfirmAccount });
    const validation = await call(endpointUrl(transferEndpoints.validate), {
      accountnumber: '0123456789',
      amount: 1000,
      bankcode: '044',
      fee: 0,
    });
    expect(validation.statusCode).toBe(502);
    expect(validation.json()).toEqual({ error: messages.unableToConfirmAccount });
  });

  it("answers a storefront's bank list 502 'Failed to fetch payment details'", async () => {
    const banks = await app.inject({
      method: 'GET',
      url: endpointUrl(storefrontEndpoints.banks, { slug: slugOf(merchant) }),
      remoteAddress: uniqueAddress(),
    });
    expect(banks.statusCode).toBe(502);
    expect(banks.json()).toEqual({ error: messages.failedToFetchPaymentDetails });
  });

  it('logs the failure without the secret key or the account number', () => {
    const log = lines.join('');
    expect(log).toContain('payment provider failed');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('0123456789');
    expect(log).not.toContain('Internal Server Error');
  });
});

describe('with Paystack that lists banks but fails the name enquiry', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    const paystack = Fastify();
    paystack.get('/bank', async () => ({
      status: true,
      message: 'Banks retrieved',
      data: [{ name: 'Access Bank', code: '044', active: true }],
      meta: { next: null },
    }));
    paystack.get('/bank/resolve', async (_request, reply) =>
      reply.code(500).send({ status: false, message: 'An error occurred' }),
    );
    fakes.push(paystack);
    app = await buildTestApp(
      {
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: SECRET,
        PAYSTACK_BASE_URL: await paystack.listen({ port: 0, host: '127.0.0.1' }),
        LOG_LEVEL: 'info',
      },
      { logStream },
    );
  });
  afterAll(() => app.close());

  it("answers 502 'Unable to confirm account details' and logs no account number", async () => {
    const merchant = await signUpAgent(app);
    const validation = await app.inject({
      method: 'POST',
      url: endpointUrl(transferEndpoints.validate),
      headers: merchant.headers,
      payload: { accountnumber: '0123456789', amount: 1000, bankcode: '044', fee: 0 },
      remoteAddress: uniqueAddress(),
    });
    expect(validation.statusCode).toBe(502);
    expect(validation.json()).toEqual({ error: messages.unableToConfirmAccount });
    const log = lines.join('');
    expect(log).toContain('Paystack /bank/resolve: An error occurred');
    expect(log).not.toContain('0123456789');
    expect(log).not.toContain(SECRET);
  });
});

describe('with Paystack that does not answer in time', () => {
  const TIMEOUT_MS = 200;
  let app: FastifyInstance;
  let merchant: SignedIn;
  /** Lets the requests the fake is sitting on go, so it can close. */
  const held: (() => void)[] = [];

  beforeAll(async () => {
    // Closing drops the connections of requests it still sits on.
    const paystack = Fastify({ forceCloseConnections: true });
    paystack.all('/*', async (_request, reply) => {
      await new Promise<void>((release) => held.push(release));
      return reply.code(200).send({ status: true, message: 'Too late', data: [] });
    });
    fakes.push(paystack);
    const baseUrl = await paystack.listen({ port: 0, host: '127.0.0.1' });
    app = await buildTestApp(
      { PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: baseUrl },
      {
        provider: () =>
          createPaystackProvider({ secretKey: SECRET, baseUrl, timeoutMs: TIMEOUT_MS }),
      },
    );
    merchant = await signUpAgent(app);
  });
  afterAll(async () => {
    await app.close();
    for (const release of held) release();
  });

  const call = (url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: merchant.headers,
      payload,
      remoteAddress: uniqueAddress(),
    });

  it("answers every question 502 with its step's words once the wait is over", async () => {
    const started = Date.now();
    const answers = await Promise.all([
      call('/api/olivia/agent/pbbt/supported-bank'),
      call('/api/olivia/agent/pbbt/pbbt', { amount: 1000, bank: '035' }),
      call(endpointUrl(transferEndpoints.banks)),
      call(endpointUrl(transferEndpoints.validate), {
        accountnumber: '0123456789',
        amount: 1000,
        bankcode: '044',
        fee: 0,
      }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [502, { error: messages.failedToFetchPaymentDetails }],
      [502, { error: messages.failedToFetchPaymentDetails }],
      [502, { error: messages.unableToConfirmAccount }],
      [502, { error: messages.unableToConfirmAccount }],
    ]);
    // Each gave up after its own wait, not Paystack's default of 15 s: the top-up stops at its
    // bank list, its first question.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(held.length).toBeGreaterThanOrEqual(4);
  });
});
