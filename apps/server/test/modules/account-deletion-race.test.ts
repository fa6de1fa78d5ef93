import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createLedger } from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { signUp } from '../helpers/factories';
import { sandboxChargeSuccess } from '../helpers/sandbox-webhook';
import { buildTestApp, testDatabase } from '../helpers/test-app';

const SECRET = 'sandbox-secret-for-deletion-race';
const ROUNDS = 6;
const PAYMENTS = 12;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => app.close());

/** Where the money of one top-up (and of the store's deletion) went, per account kind. */
async function moneyTrail(topUpReference: string, storeId: string) {
  const { db } = await testDatabase();
  const rows = await queryRows<{ kind: string; total: string }>(
    db,
    sql`SELECT a.kind, sum(e.amount)::text AS total
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.reference LIKE ${`topup:${topUpReference}:%`}
        OR t.reference = ${`account-deletion:${storeId}:NGN`}
      GROUP BY a.kind`,
  );
  const [postings] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE reference LIKE ${`topup:${topUpReference}:%`}`,
  );
  const totals = Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.total)]));
  return { totals, postings: postings?.n ?? 0 };
}

async function storeIdOf(systemid: string): Promise<string> {
  const { db } = await testDatabase();
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM stores WHERE system_id = ${systemid}`,
  );
  if (!row) throw new Error('store not found');
  return row.id;
}

describe('account deletion while payments arrive', () => {
  it('deletes the store and applies every payment, with no failure and no money lost', async () => {
    const failures: { round: number; deletion: number; payments: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const merchant = await signUp(app);
      const storeId = await storeIdOf(merchant.body.systemid);
      const started = await app.inject({
        method: 'POST',
        url: '/api/olivia/agent/pbbt/pbbt',
        headers: merchant.headers,
        payload: { amount: 100_000, bank: '035' },
      });
      const { reference } = started.json<{ reference: string }>();
      const pay = (i: number, amountMinor: number) =>
        app.inject(
          sandboxChargeSuccess(SECRET, { id: `evt_${i}_${reference}`, reference, amountMinor }),
        );
      // Every other round the wallet already holds money, so deletion has a balance to move.
      const early = round % 2 === 1 ? 500_00 : 0;
      if (early) expect((await pay(-1, early)).statusCode).toBe(200);

      const deletion = app.inject({
        method: 'POST',
        url: '/api/olivia/utils/delete',
        headers: merchant.headers,
        payload: { password: merchant.password },
      });
      const payments = Array.from({ length: PAYMENTS }, (_, i) => pay(i, (i + 1) * 1_000_00));
      const [deleted, ...paid] = await Promise.all([deletion, ...payments]);
      failures.push({
        round,
        deletion: deleted.statusCode === 200 ? 0 : 1,
        payments: paid.filter((r) => r.statusCode >= 500).length,
      });

      const totalPaid = BigInt(early) + BigInt(((PAYMENTS * (PAYMENTS + 1)) / 2) * 1_000_00);
      const { totals, postings } = await moneyTrail(reference, storeId);
      if (deleted.statusCode !== 200 || paid.some((r) => r.statusCode !== 200)) continue;
      expect(postings).toBe(PAYMENTS + (early ? 1 : 0));
      expect(totals.provider_clearing).toBe(-totalPaid);
      expect(totals.wallet ?? 0n, 'the wallet is emptied into unclaimed funds').toBe(0n);
      expect((totals.fees_earned ?? 0n) + (totals.unclaimed_funds ?? 0n)).toBe(totalPaid);
    }
    const failed = failures.filter((f) => f.deletion + f.payments > 0);
    expect(failed, 'rounds with a 5xx or failed deletion').toEqual([]);
    const { db } = await testDatabase();
    expect((await createLedger(db, createEventBus()).verify()).ok).toBe(true);
  });
});
