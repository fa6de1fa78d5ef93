import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLedger,
  INSUFFICIENT_FUNDS,
  type Ledger,
} from '../../src/modules/ledger/ledger.service';
import { createEventBus } from '../../src/lib/event-bus';
import { withTransaction } from '../../src/db/unit-of-work';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let ledger: Ledger;
let newStoreId: () => Promise<string>;

beforeAll(async () => {
  const { db } = await testDatabase();
  ledger = createLedger(db, createEventBus());
  const app = await buildTestApp();
  newStoreId = async () => {
    const merchant = await signUp(app);
    const [row] = (
      (await db.execute(
        sql`SELECT id FROM stores WHERE system_id = ${merchant.body.systemid}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    if (!row) throw new Error('store not found');
    return row.id;
  };
});

const wallet = (storeId: string) => ({ wallet: { storeId, currency: 'NGN' } });
const clearing = { system: 'provider_clearing' as const, currency: 'NGN' };
const inFlight = { system: 'payouts_in_flight' as const, currency: 'NGN' };

const credit = (storeId: string, reference: string, amount: bigint) => ({
  reference,
  kind: 'topup',
  entries: [
    { account: clearing, amount: -amount },
    { account: wallet(storeId), amount },
  ],
});
const debit = (storeId: string, reference: string, amount: bigint) => ({
  reference,
  kind: 'transfer',
  entries: [
    { account: wallet(storeId), amount: -amount },
    { account: inFlight, amount },
  ],
});

describe('ledger', () => {
  it('posts balanced transactions and caches the balance', async () => {
    const storeId = await newStoreId();
    const first = await ledger.post(credit(storeId, randomUUID(), 150_00n));
    expect(first.created).toBe(true);
    await ledger.post(debit(storeId, randomUUID(), 40_00n));
    expect(await ledger.balance(storeId, 'NGN')).toBe(110_00n);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('moves nothing on a replayed reference and refuses it for another request', async () => {
    const storeId = await newStoreId();
    const reference = randomUUID();
    const first = await ledger.post(credit(storeId, reference, 500n));
    const replay = await ledger.post(credit(storeId, reference, 500n));
    expect(replay).toEqual({ transactionId: first.transactionId, created: false });
    expect(await ledger.balance(storeId, 'NGN')).toBe(500n);
    await expect(ledger.post(credit(storeId, reference, 501n))).rejects.toThrow(
      'This reference was already used for another request',
    );
  });

  it('never lets a wallet go below zero, and a refused posting leaves no trace', async () => {
    const storeId = await newStoreId();
    await ledger.post(credit(storeId, randomUUID(), 100n));
    const reference = randomUUID();
    await expect(ledger.post(debit(storeId, reference, 101n))).rejects.toThrow(INSUFFICIENT_FUNDS);
    expect(await ledger.balance(storeId, 'NGN')).toBe(100n);
    const { db } = await testDatabase();
    const rows = await db.execute(
      sql`SELECT 1 FROM ledger_transactions WHERE reference = ${reference}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('forgets a wallet made in a transaction that rolled back, so later postings work', async () => {
    const storeId = await newStoreId();
    const { db } = await testDatabase();
    const failed = withTransaction(db, async (tx, afterCommit) => {
      await ledger.post(credit(storeId, randomUUID(), 100n), { tx, afterCommit });
      throw new Error('the rest of the movement failed');
    });
    await expect(failed).rejects.toThrow('the rest of the movement failed');
    await ledger.post(credit(storeId, randomUUID(), 250n));
    expect(await ledger.balance(storeId, 'NGN')).toBe(250n);
  });

  it('refuses an unbalanced posting', async () => {
    const storeId = await newStoreId();
    await expect(
      ledger.post({
        reference: randomUUID(),
        kind: 'bad',
        entries: [{ account: wallet(storeId), amount: 5n }],
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('keeps entries append-only', async () => {
    const storeId = await newStoreId();
    await ledger.post(credit(storeId, randomUUID(), 100n));
    const { db } = await testDatabase();
    await expect(db.execute(sql`UPDATE ledger_entries SET amount = amount * 2`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('keeps every invariant over random sequences of credits, debits and replays', async () => {
    const operation = fc.record({
      type: fc.constantFrom('credit', 'debit', 'replay'),
      amount: fc.bigInt({ min: 1n, max: 1_000_000n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 15 }), async (operations) => {
        const storeId = await newStoreId();
        let expected = 0n;
        const posted: { reference: string; amount: bigint; type: string }[] = [];
        for (const op of operations) {
          if (op.type === 'replay' && posted.length > 0) {
            const previous = posted[Number(op.amount % BigInt(posted.length))];
            if (!previous) throw new Error('no posting to replay');
            const make = previous.type === 'credit' ? credit : debit;
            const again = await ledger.post(make(storeId, previous.reference, previous.amount));
            expect(again.created).toBe(false);
            continue;
          }
          const reference = randomUUID();
          if (op.type === 'debit') {
            if (op.amount > expected) {
              await expect(ledger.post(debit(storeId, reference, op.amount))).rejects.toThrow(
                INSUFFICIENT_FUNDS,
              );
              continue;
            }
            await ledger.post(debit(storeId, reference, op.amount));
            expected -= op.amount;
          } else {
            await ledger.post(credit(storeId, reference, op.amount));
            expected += op.amount;
          }
          posted.push({
            reference,
            amount: op.amount,
            type: op.type === 'debit' ? 'debit' : 'credit',
          });
        }
        expect(await ledger.balance(storeId, 'NGN')).toBe(expected);
      }),
      { numRuns: 15 },
    );
    expect(await ledger.verify()).toMatchObject({ ok: true, negativeWallets: 0 });
  });

  it('credits once under 50 concurrent deliveries of one payment, and sums 50 different ones', async () => {
    const storeId = await newStoreId();
    const reference = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 50 }, () => ledger.post(credit(storeId, reference, 700n))),
    );
    expect(same.filter((r) => r.created)).toHaveLength(1);
    expect(await ledger.balance(storeId, 'NGN')).toBe(700n);

    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ledger.post(credit(storeId, randomUUID(), BigInt(i + 1))),
      ),
    );
    expect(await ledger.balance(storeId, 'NGN')).toBe(700n + (50n * 51n) / 2n);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
