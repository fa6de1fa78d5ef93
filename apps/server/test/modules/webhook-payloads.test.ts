import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox/sandbox-provider';
import { signBody } from '../../src/payments/webhook-signature';
import { signUp, type SignedIn } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { walletBalance } from '../helpers/wallet-balance';

/**
 * Issue 7: a correctly signed webhook whose JSON held "\u0000" or a lone "\ud800" failed with 500
 * on every redelivery (the payload went into a jsonb column), so the payment was never recorded.
 * Any valid JSON is accepted and kept as the text that was signed; the fields money depends on
 * are validated.
 */
const SECRET = 'sandbox-secret-for-webhook-payload-tests';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => app.close());

/** A signed delivery of exactly `payload`'s JSON text. */
function delivery(payload: unknown) {
  const text = JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/olivia/webhooks/sandbox',
    payload: text,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(text, SECRET),
    },
  };
}

const charge = (
  id: string,
  reference: string,
  amount: number,
  extra: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) => ({
  id,
  event: 'charge.success',
  data: {
    reference,
    amount,
    currency: 'NGN',
    paid_at: new Date().toISOString(),
    ...data,
  },
  ...extra,
});

async function startTopUp(merchant: SignedIn, amount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/olivia/agent/pbbt/pbbt',
    headers: merchant.headers,
    payload: { amount, bank: '035' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ reference: string }>();
}

async function storedWebhook(eventId: string) {
  const { db } = await testDatabase();
  const rows = (await db.execute(
    sql`SELECT raw_body FROM webhook_events WHERE provider = 'sandbox' AND event_id = ${eventId}`,
  )) as unknown as { rows: { raw_body: string }[] };
  return rows.rows;
}

const IRRELEVANT = [
  ['NUL in a field we do not read', { note: 'a\u0000b' }, { customer: { name: 'x\u0000y' } }],
  ['a lone surrogate in a field we do not read', { note: '\ud800' }, { narration: 'a\udfffb' }],
  ['both, in keys too', { ['k\u0000']: ['\ud800', { ['\udc00']: 1 }] }, {}],
] as const;

describe('a signed webhook with any valid JSON', () => {
  it.each(IRRELEVANT)('credits exactly once with %s', async (_label, extra, data) => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 1000);
    const eventId = `evt_odd_${topUp.reference}`;
    const webhook = delivery(charge(eventId, topUp.reference, 1010_00, extra, data));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject(webhook);
      expect(response.statusCode).toBe(200);
    }
    expect(await walletBalance(merchant.body.systemid)).toBe(1000_00n);
    // Kept as the very text that was signed.
    expect(await storedWebhook(eventId)).toEqual([{ raw_body: webhook.payload }]);
  });

  it.each([
    ['reference', (r: string) => charge('evt_bad_ref_1', `${r}\u0000`, 1010_00)],
    ['reference', (r: string) => charge('evt_bad_ref_2', `${r}\ud800`, 1010_00)],
    ['id', (r: string) => charge(`evt_\u0000_${r}`, r, 1010_00)],
    ['id', (r: string) => charge(`evt_\ud800_${r}`, r, 1010_00)],
    ['currency', (r: string) => charge(`evt_cur_${r}`, r, 1010_00, {}, { currency: 'NG\u0000' })],
    ['currency', (r: string) => charge(`evt_cur2_${r}`, r, 1010_00, {}, { currency: 'naira' })],
    ['amount', (r: string) => charge(`evt_amt_${r}`, r, 2 ** 60)],
    ['amount', (r: string) => charge(`evt_amt2_${r}`, r, 10.5)],
    ['amount', (r: string) => charge(`evt_amt3_${r}`, r, 0)],
  ])('refuses with 400, never 500, an unusable %s, and moves no money', async (_field, build) => {
    const merchant = await signUp(app);
    const topUp = await startTopUp(merchant, 1000);
    const webhook = delivery(build(topUp.reference));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject(webhook);
      expect(response.statusCode).toBe(400);
    }
    expect(await walletBalance(merchant.body.systemid)).toBe(0n);
  });
});
