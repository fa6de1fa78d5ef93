import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPaystackProvider,
  PAYSTACK_SIGNATURE_HEADER,
} from '../../src/payments/paystack/paystack-provider';
import {
  InvalidWebhookSignature,
  PayoutOutcomeUnknown,
  type CreatePayout,
  type PaymentProvider,
} from '../../src/payments/provider';
import { signBody } from '../../src/payments/webhook-signature';

const SECRET = 'sk_test_olivia0payouts0key';
const PAYOUT_TIMEOUT_MS = 200;

interface FakeTransfer {
  id: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  gateway_response: string | null;
}

/** How the fake answers the next POST /transfer. */
type TransferMode =
  | { kind: 'accept'; status: string }
  | { kind: 'refuse'; message: string }
  | { kind: 'hang'; ms: number }
  | { kind: 'server-error' }
  | { kind: 'drop' };

/** Every request the fake saw, in order: `METHOD /path` and the JSON body. */
const requests: { route: string; body: unknown }[] = [];
const transfers = new Map<string, FakeTransfer>();
let transferMode: TransferMode = { kind: 'accept', status: 'pending' };
let nextId = 70_000_000;
let paystack: FastifyInstance;
let provider: PaymentProvider;
let baseUrl: string;

/**
 * A local stand-in for api.paystack.co's transfer endpoints, answering as its documentation shows.
 */
async function startFakePaystack(): Promise<string> {
  paystack = Fastify();
  paystack.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${SECRET}`) {
      return reply.code(401).send({ status: false, message: 'Invalid key' });
    }
  });
  paystack.addHook('preHandler', async (request) => {
    requests.push({ route: `${request.method} ${request.routeOptions.url}`, body: request.body });
  });

  paystack.get('/bank', async (request) => {
    const query = request.query as Record<string, string>;
    expect(query).toMatchObject({
      country: 'nigeria',
      currency: 'NGN',
      perPage: '100',
      use_cursor: 'true',
    });
    if (query.next === 'page-2') {
      return {
        status: true,
        message: 'Banks retrieved',
        data: [{ name: 'Zenith Bank', code: '057', active: true }],
        meta: { next: null, previous: 'page-1', perPage: 100 },
      };
    }
    return {
      status: true,
      message: 'Banks retrieved',
      data: [
        { name: 'Access Bank', code: '044', active: true },
        { name: 'Closed Microfinance Bank', code: '50999', active: false },
        { name: 'Guaranty Trust Bank', code: '058', active: true },
      ],
      meta: { next: 'page-2', previous: null, perPage: 100 },
    };
  });

  paystack.get('/bank/resolve', async (request, reply) => {
    const { account_number: accountNumber, bank_code: bankCode } = request.query as Record<
      string,
      string
    >;
    if (accountNumber === '5000000000') {
      return reply.code(500).send({ status: false, message: 'An error occurred' });
    }
    if (accountNumber === '0123456789' && bankCode === '058') {
      return {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: 'JANE AMAKA DOE', bank_id: 9 },
      };
    }
    return reply.code(422).send({
      status: false,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
  });

  paystack.post('/transferrecipient', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (body.account_number === '0000000000') {
      return reply.code(400).send({ status: false, message: 'Account number is invalid' });
    }
    return {
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        active: true,
        currency: body.currency,
        name: body.name,
        recipient_code: `RCP_${body.account_number}`,
        type: 'nuban',
        details: { account_number: body.account_number, bank_code: body.bank_code },
      },
    };
  });

  paystack.post('/transfer', async (request, reply) => {
    const body = request.body as Record<string, string | number>;
    const mode = transferMode;
    if (mode.kind === 'refuse')
      return reply.code(400).send({ status: false, message: mode.message });
    if (mode.kind === 'server-error') {
      return reply.code(502).send({ status: false, message: 'Bad gateway' });
    }
    if (mode.kind === 'drop') {
      request.raw.socket.destroy();
      return reply;
    }
    const reference = String(body.reference);
    if (transfers.has(reference)) {
      return reply
        .code(400)
        .send({ status: false, message: 'Transfer with this reference already exists' });
    }
    nextId += 1;
    const transfer: FakeTransfer = {
      id: nextId,
      transfer_code: `TRF_${nextId}`,
      reference,
      amount: Number(body.amount),
      currency: String(body.currency),
      reason: String(body.reason),
      status: mode.kind === 'accept' ? mode.status : 'pending',
      gateway_response: null,
    };
    // Paystack takes the transfer on before it answers: a slow answer is still a transfer.
    transfers.set(reference, transfer);
    if (mode.kind === 'hang') await sleep(mode.ms);
    return { status: true, message: 'Transfer has been queued', data: transferData(transfer) };
  });

  paystack.get('/transfer/verify/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    if (reference.startsWith('trf_broken')) {
      return reply.code(503).send({ status: false, message: 'Service unavailable' });
    }
    const transfer = transfers.get(reference);
    if (!transfer) return reply.code(404).send({ status: false, message: 'Transfer not found' });
    return { status: true, message: 'Transfer retrieved', data: transferData(transfer) };
  });

  return paystack.listen({ port: 0, host: '127.0.0.1' });
}

function transferData(transfer: FakeTransfer) {
  return {
    amount: transfer.amount,
    currency: transfer.currency,
    domain: 'test',
    failures: null,
    id: transfer.id,
    reason: transfer.reason,
    reference: transfer.reference,
    source: 'balance',
    status: transfer.status,
    transfer_code: transfer.transfer_code,
    gateway_response: transfer.gateway_response,
    recipient: { recipient_code: 'RCP_x', type: 'nuban' },
  };
}

/** Ours: `trf_` and 20 lowercase alphanumerics. */
const newReference = () => `trf_${randomBytes(10).toString('hex')}`;

function payout(overrides: Partial<CreatePayout> = {}): CreatePayout {
  return {
    reference: newReference(),
    amount: 150_000n,
    currency: 'NGN',
    bankCode: '058',
    accountNumber: '0123456789',
    accountName: 'JANE AMAKA DOE',
    narration: 'Payout from Mama Put Kitchen',
    ...overrides,
  };
}

const enquiry = (reference: string) => ({
  reference,
  accountNumber: '0123456789',
  requestedAt: new Date(),
});

function seedTransfer(status: string, gatewayResponse: string | null = null): string {
  const reference = newReference();
  nextId += 1;
  transfers.set(reference, {
    id: nextId,
    transfer_code: `TRF_${nextId}`,
    reference,
    amount: 50_000,
    currency: 'NGN',
    reason: 'Payout from Mama Put Kitchen',
    status,
    gateway_response: gatewayResponse,
  });
  return reference;
}

beforeAll(async () => {
  baseUrl = await startFakePaystack();
  provider = createPaystackProvider({
    secretKey: SECRET,
    baseUrl,
    payoutTimeoutMs: PAYOUT_TIMEOUT_MS,
  });
});
afterAll(async () => {
  await paystack.close();
});
beforeEach(() => {
  requests.length = 0;
  transferMode = { kind: 'accept', status: 'pending' };
});

describe('Paystack payout banks and name enquiry', () => {
  it('lists the active banks that take transfers, following the cursor past 100', async () => {
    expect(await provider.listPayoutBanks('NGN')).toEqual([
      { code: '044', name: 'Access Bank' },
      { code: '058', name: 'Guaranty Trust Bank' },
      { code: '057', name: 'Zenith Bank' },
    ]);
    expect(requests.map((request) => request.route)).toEqual(['GET /bank', 'GET /bank']);
    expect(await provider.listPayoutBanks('GHS')).toEqual([]);
  });

  it("resolves an account's name", async () => {
    expect(await provider.resolveAccount('058', '0123456789')).toEqual({
      accountName: 'JANE AMAKA DOE',
    });
  });

  it('answers null for an account Paystack cannot resolve (422)', async () => {
    expect(await provider.resolveAccount('058', '9999999999')).toBeNull();
    expect(await provider.resolveAccount('044', '0123456789')).toBeNull();
  });

  it('throws when Paystack fails rather than saying the account does not exist', async () => {
    await expect(provider.resolveAccount('058', '5000000000')).rejects.toThrow(/An error occurred/);
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong', baseUrl });
    await expect(wrongKey.resolveAccount('058', '0123456789')).rejects.toThrow(/Invalid key/);
    const unreachable = createPaystackProvider({
      secretKey: SECRET,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.resolveAccount('058', '0123456789')).rejects.toThrow();
  });
});

describe('Paystack createPayout', () => {
  it('creates a recipient, then a transfer under our reference, in kobo, with the narration', async () => {
    transferMode = { kind: 'accept', status: 'success' };
    const request = payout({ amount: 250_050n });
    const outcome = await provider.createPayout(request);

    const transfer = transfers.get(request.reference);
    expect(outcome).toEqual({ state: 'success', providerReference: transfer?.transfer_code });
    expect(requests).toEqual([
      {
        route: 'POST /transferrecipient',
        body: {
          type: 'nuban',
          name: 'JANE AMAKA DOE',
          account_number: '0123456789',
          bank_code: '058',
          currency: 'NGN',
        },
      },
      {
        route: 'POST /transfer',
        body: {
          source: 'balance',
          amount: 250050,
          recipient: 'RCP_0123456789',
          reference: request.reference,
          reason: 'Payout from Mama Put Kitchen',
          currency: 'NGN',
        },
      },
    ]);
    expect(request.reference).toMatch(/^[a-z0-9_-]{16,50}$/);
  });

  it('reports a queued transfer, or one waiting for an OTP, as pending', async () => {
    for (const status of ['pending', 'queued', 'processing', 'otp', 'received']) {
      transferMode = { kind: 'accept', status };
      const request = payout();
      const outcome = await provider.createPayout(request);
      expect(outcome, status).toEqual({
        state: 'pending',
        providerReference: transfers.get(request.reference)?.transfer_code,
      });
    }
  });

  it('reports a transfer Paystack refuses (4xx, status false) as failed, with its message', async () => {
    transferMode = { kind: 'refuse', message: 'Your balance is not enough to fulfil this request' };
    const request = payout();
    expect(await provider.createPayout(request)).toEqual({
      state: 'failed',
      reason: 'Your balance is not enough to fulfil this request',
    });
    // It made sure no transfer under that reference exists before saying so.
    expect(requests.map((r) => r.route)).toEqual([
      'POST /transferrecipient',
      'POST /transfer',
      'GET /transfer/verify/:reference',
    ]);
    expect(transfers.has(request.reference)).toBe(false);
  });

  it('reports a recipient Paystack refuses as failed, and asks for no transfer', async () => {
    const outcome = await provider.createPayout(payout({ accountNumber: '0000000000' }));
    expect(outcome).toEqual({ state: 'failed', reason: 'Account number is invalid' });
    expect(requests.map((r) => r.route)).not.toContain('POST /transfer');
  });

  it('throws PayoutOutcomeUnknown when the transfer call outlives payoutTimeoutMs', async () => {
    transferMode = { kind: 'hang', ms: 1_500 };
    const request = payout();
    const started = Date.now();
    const error = await provider.createPayout(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutOutcomeUnknown);
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1_200);
    // Paystack had taken it: the enquiry finds it.
    expect(await provider.getPayout(enquiry(request.reference))).toMatchObject({
      state: 'pending',
    });
  });

  it('throws PayoutOutcomeUnknown on a 5xx, even one saying status false', async () => {
    transferMode = { kind: 'server-error' };
    await expect(provider.createPayout(payout())).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
  });

  it('throws PayoutOutcomeUnknown when the connection drops', async () => {
    transferMode = { kind: 'drop' };
    await expect(provider.createPayout(payout())).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
  });

  it('throws PayoutOutcomeUnknown when Paystack cannot be reached at all', async () => {
    const unreachable = createPaystackProvider({
      secretKey: SECRET,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.createPayout(payout())).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
  });

  it('never reports as failed a retried reference Paystack already paid', async () => {
    transferMode = { kind: 'hang', ms: 1_000 };
    const request = payout();
    await expect(provider.createPayout(request)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    const taken = transfers.get(request.reference);
    expect(taken).toBeDefined();
    if (taken) taken.status = 'success';

    requests.length = 0;
    transferMode = { kind: 'accept', status: 'pending' };
    const retried = await provider.createPayout(request);
    expect(retried).toEqual({ state: 'success', providerReference: taken?.transfer_code });
    // Paystack refused the reference as used; the adapter looked it up instead of failing it.
    expect(requests.map((r) => r.route)).toEqual([
      'POST /transferrecipient',
      'POST /transfer',
      'GET /transfer/verify/:reference',
    ]);
  });
});

describe('Paystack getPayout', () => {
  it("maps the transfer's status, with the gateway's reason for a failure", async () => {
    const cases: [string, string | null, object][] = [
      ['success', null, { state: 'success' }],
      ['pending', null, { state: 'pending' }],
      ['otp', null, { state: 'pending' }],
      ['processing', null, { state: 'pending' }],
      [
        'failed',
        'Beneficiary bank unavailable',
        { state: 'failed', reason: 'Beneficiary bank unavailable' },
      ],
      ['reversed', 'Account is dormant', { state: 'reversed', reason: 'Account is dormant' }],
      ['abandoned', null, { state: 'failed' }],
      ['rejected', null, { state: 'failed' }],
      ['something-new', null, { state: 'pending' }],
    ];
    for (const [status, gatewayResponse, expected] of cases) {
      const reference = seedTransfer(status, gatewayResponse);
      const outcome = await provider.getPayout(enquiry(reference));
      expect(outcome, status).toEqual({
        ...expected,
        providerReference: transfers.get(reference)?.transfer_code,
      });
    }
  });

  it('answers null when Paystack has no transfer under the reference', async () => {
    expect(await provider.getPayout(enquiry(newReference()))).toBeNull();
  });

  it('throws when Paystack cannot say (5xx, unreachable)', async () => {
    await expect(provider.getPayout(enquiry('trf_broken0000000000000'))).rejects.toThrow(
      /Service unavailable/,
    );
    const unreachable = createPaystackProvider({
      secretKey: SECRET,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.getPayout(enquiry(newReference()))).rejects.toThrow();
  });
});

describe('Paystack transfer webhooks', () => {
  function transferEvent(event: string, data: Record<string, unknown>) {
    const rawBody = JSON.stringify({
      event,
      data: {
        amount: 200000,
        currency: 'NGN',
        domain: 'test',
        failures: null,
        id: 69123462,
        reason: 'Payout from Mama Put Kitchen',
        reference: 'trf_0a1b2c3d4e5f6a7b8c9d',
        source: 'balance',
        status: event.split('.')[1],
        transfer_code: 'TRF_chs98y5rykjb47w',
        gateway_response: null,
        ...data,
      },
    });
    return { rawBody, headers: { [PAYSTACK_SIGNATURE_HEADER]: signBody(rawBody, SECRET) } };
  }
  const parse = ({ rawBody, headers }: { rawBody: string; headers: Record<string, string> }) =>
    provider.parseWebhook(rawBody, headers);

  it('reads transfer.success, transfer.failed and transfer.reversed as settled payouts', () => {
    expect(parse(transferEvent('transfer.success', {}))).toEqual({
      type: 'payout.settled',
      eventId: 'transfer.success:69123462',
      reference: 'trf_0a1b2c3d4e5f6a7b8c9d',
      state: 'success',
    });
    expect(
      parse(transferEvent('transfer.failed', { gateway_response: 'Beneficiary bank unavailable' })),
    ).toEqual({
      type: 'payout.settled',
      eventId: 'transfer.failed:69123462',
      reference: 'trf_0a1b2c3d4e5f6a7b8c9d',
      state: 'failed',
      reason: 'Beneficiary bank unavailable',
    });
    expect(parse(transferEvent('transfer.reversed', {}))).toEqual({
      type: 'payout.settled',
      eventId: 'transfer.reversed:69123462',
      reference: 'trf_0a1b2c3d4e5f6a7b8c9d',
      state: 'reversed',
    });
  });

  it('gives a redelivery the same event id, and success then reversal different ones', () => {
    const delivery = transferEvent('transfer.success', {});
    const first = parse(delivery);
    const again = parse(delivery);
    expect(again?.eventId).toBe(first?.eventId);
    expect(parse(transferEvent('transfer.reversed', {}))?.eventId).not.toBe(first?.eventId);
    // With no id, the transfer code names the transfer.
    expect(parse(transferEvent('transfer.success', { id: undefined }))?.eventId).toBe(
      'transfer.success:TRF_chs98y5rykjb47w',
    );
  });

  it('refuses a forged transfer event and ignores events it does not act on', () => {
    const real = transferEvent('transfer.success', {});
    expect(() =>
      provider.parseWebhook(real.rawBody, {
        [PAYSTACK_SIGNATURE_HEADER]: signBody(real.rawBody, 'sk_test_wrong'),
      }),
    ).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(real.rawBody, {})).toThrow(InvalidWebhookSignature);
    expect(parse(transferEvent('transfer.otp', {}))).toBeNull();
    expect(parse(transferEvent('transfer.success', { id: null, transfer_code: null }))).toBeNull();
  });

  it('still reads charge.success as a payment', () => {
    const rawBody = JSON.stringify({
      event: 'charge.success',
      data: { id: 5, reference: 'top_1', amount: 101000, currency: 'NGN', paid_at: null },
    });
    expect(
      provider.parseWebhook(rawBody, { [PAYSTACK_SIGNATURE_HEADER]: signBody(rawBody, SECRET) }),
    ).toMatchObject({ type: 'payment.received', eventId: 'charge.success:5', amountPaid: 101000n });
  });
});
