import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { signUp } from '../helpers/factories';
import { sandboxChargeSuccess } from '../helpers/sandbox-webhook';
import { buildTestApp, testDatabase } from '../helpers/test-app';

const SECRET = 'property-test-sandbox-secret-42';
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => app.close());

let eventCounter = 0;
const delivery = (eventId: string, reference: string, amountMinor: number) =>
  sandboxChargeSuccess(SECRET, { id: eventId, reference, amountMinor });

describe('top-ups under random payments and replays', () => {
  it('credit exactly what was paid less the fee once, and keep every ledger invariant', async () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 300_000 }),
      }),
      fc.record({ kind: fc.constant('replay' as const), index: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const merchant = await signUp(app);
        const created = await app.inject({
          method: 'POST',
          url: '/api/olivia/agent/pbbt/pbbt',
          headers: merchant.headers,
          payload: { amount: 1000, bank: '035' },
        });
        const { reference, fee } = created.json();
        const delivered: ReturnType<typeof delivery>[] = [];
        let paid = 0;
        for (const op of operations) {
          if (op.kind === 'replay' && delivered.length > 0) {
            const again = delivered[op.index % delivered.length];
            if (again) expect((await app.inject(again)).statusCode).toBe(200);
            continue;
          }
          const amount = op.kind === 'pay' ? op.amount : 500;
          eventCounter += 1;
          const next = delivery(`evt_prop_${eventCounter}_${reference}`, reference, amount);
          delivered.push(next);
          expect((await app.inject(next)).statusCode).toBe(200);
          paid += amount;
        }
        const status = await app.inject({
          method: 'POST',
          url: '/api/olivia/agent/pbbt/status',
          headers: merchant.headers,
          payload: { reference },
        });
        const feeMinor = Math.round(fee * 100);
        const expectedCredit = Math.max(0, paid - feeMinor);
        expect(Math.round(status.json().amountpaid * 100)).toBe(paid);
        expect(Math.round(status.json().credited * 100)).toBe(expectedCredit);
        const wallet = await app.inject({
          method: 'POST',
          url: '/api/olivia/products/dashboard',
          headers: merchant.headers,
          payload: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-12-31T23:59:00.000Z' },
        });
        expect(Math.round(wallet.json().walletDetails.balance * 100)).toBe(expectedCredit);
      }),
      { numRuns: 12 },
    );
    const { db } = await testDatabase();
    expect(await createLedger(db, createEventBus()).verify()).toMatchObject({
      ok: true,
      negativeWallets: 0,
    });
  });
});
