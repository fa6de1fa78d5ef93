import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { payouts } from '../../src/db/schema/transfers';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/payments/sandbox/sandbox-provider';
import { signBody } from '../../src/payments/webhook-signature';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import {
  fundWallet,
  quote,
  SANDBOX_ACCOUNTS,
  sendTransfer,
  setPin,
  transferBody,
} from '../helpers/transfers';
import { walletBalance } from '../helpers/wallet-balance';

const SECRET = 'property-test-webhook-secret';
let app: FastifyInstance;
beforeAll(async () => {
  // Outcomes arrive only when the test sends them: the sandbox's own later webhooks wait an hour.
  app = await buildTestApp({
    SANDBOX_WEBHOOK_SECRET: SECRET,
    SANDBOX_PAYOUT_SETTLE_SECONDS: '3600',
    SANDBOX_PAYOUT_DELAY_SECONDS: '3600',
  });
});
afterAll(() => app.close());

type Command =
  | { kind: 'transfer'; account: keyof typeof SANDBOX_ACCOUNTS; naira: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'outcome'; pick: number; state: 'success' | 'failed' | 'reversed'; copies: number }
  | { kind: 'reconcile' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    account: fc.constantFrom('success', 'fails', 'reverses', 'delayed', 'timeout' as const),
    naira: fc.integer({ min: 100, max: 4000 }),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('outcome' as const),
    pick: fc.nat(),
    state: fc.constantFrom('success', 'failed', 'reversed' as const),
    copies: fc.integer({ min: 1, max: 2 }),
  }),
  fc.constant({ kind: 'reconcile' as const }),
);

/** A provider webhook about `ref`, delivered `copies` times (the same event id). */
async function deliver(ref: string, state: string, copies: number) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    event: `transfer.${state}`,
    data: { reference: ref },
  });
  for (let i = 0; i < copies; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/olivia/webhooks/sandbox',
      payload,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signBody(payload, SECRET),
      },
    });
    expect(response.statusCode).toBe(200);
  }
}

describe('transfers under random sequences of requests, outcomes and replays', () => {
  it('keep the books: the wallet is what was funded less what is in flight or paid', async () => {
    const { db } = await testDatabase();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const owner = await signUp(app);
        await setPin(app, owner.headers);
        await fundWallet(app, owner.headers, 10_000);
        const sent: { body: ReturnType<typeof transferBody>; answer: unknown }[] = [];
        for (const step of commands) {
          if (step.kind === 'transfer') {
            const validation = await quote(app, owner.headers, {
              accountnumber: SANDBOX_ACCOUNTS[step.account],
              amount: step.naira,
            });
            const body = transferBody(validation);
            const answer = await sendTransfer(app, owner.headers, body);
            expect([200, 400]).toContain(answer.statusCode); // 400: not enough money
            if (answer.statusCode === 200) sent.push({ body, answer: answer.json() });
          } else if (step.kind === 'replay' && sent.length > 0) {
            const first = sent[step.pick % sent.length];
            const again = await sendTransfer(app, owner.headers, first?.body);
            expect(again.statusCode).toBe(200);
            expect(again.json().ref).toBe(first?.body.ref);
          } else if (step.kind === 'outcome' && sent.length > 0) {
            const target = sent[step.pick % sent.length];
            await deliver(target?.body.ref ?? '', step.state, step.copies);
          } else if (step.kind === 'reconcile') {
            await db.update(payouts).set({ nextCheckAt: new Date(Date.now() - 1000) });
            await app.reconcilePayouts();
          }
        }
        // What the wallet must hold: funded, less each payout not given back.
        const rows = await queryRows<{ status: string; total: string }>(
          db,
          sql`SELECT p.status, (p.amount + p.fee)::text AS total FROM payouts p
            JOIN stores s ON s.id = p.store_id WHERE s.system_id = ${owner.body.systemid}`,
        );
        const kept = rows
          .filter((row) => row.status === 'pending' || row.status === 'successful')
          .reduce((sum, row) => sum + BigInt(row.total), 0n);
        const balance = await walletBalance(owner.body.systemid);
        expect(balance).toBe(1_000_000n - kept);
        expect(balance >= 0n).toBe(true);
        // each payout moved money out once, and back at most once
        for (const { body } of sent) {
          const moves = await queryRows<{ kind: string; count: string }>(
            db,
            sql`SELECT kind, count(*)::text AS count FROM ledger_transactions
              WHERE reference LIKE ${`payout:${body.ref}%`} GROUP BY kind`,
          );
          for (const move of moves) expect(Number(move.count)).toBe(1);
          const [payout] = await db.select().from(payouts).where(eq(payouts.ref, body.ref));
          const refunded = moves.some((move) => move.kind === 'payout_refund');
          expect(refunded).toBe(payout?.status === 'failed' || payout?.status === 'reversed');
        }
        expect((await createLedger(db, createEventBus()).verify()).ok).toBe(true);
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
