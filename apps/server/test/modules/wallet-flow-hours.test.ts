import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { walletTransactions } from '../../src/db/schema/wallet-transactions';
import { flowsSince } from '../../src/modules/wallet/wallet-transactions.repository';
import { signUp } from '../helpers/factories';
import { buildTestApp, testDatabase } from '../helpers/test-app';
import { storeIdOf } from '../helpers/uploads';
import { walletMovement } from '../helpers/wallet-movements';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function newStore() {
  const owner = await signUp(app);
  return storeIdOf(owner.email);
}

/**
 * The store's hourly sums, and the same figures counted from its movements: they must agree.
 * Counted as the flows count (migration 0022): every successful movement in its hour, money given
 * back aside; an advert refund off its payment (the store's ADVERT row whose ref it extends with
 * '-refund'), in the payment's hour, the payment no longer counted once all of it came back.
 */
async function sumsAndMovements(storeId: string) {
  const { db } = await testDatabase();
  const sums = await queryRows<{ key: string; count: string; total: string }>(
    db,
    sql`SELECT currency || ' ' || to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || ' ' ||
          direction AS key, count::text, total::text
        FROM wallet_flow_hours WHERE store_id = ${storeId} AND (count <> 0 OR total <> 0)
        ORDER BY key`,
  );
  const counted = await queryRows<{ key: string; count: string; total: string }>(
    db,
    sql`SELECT currency || ' ' || to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || ' ' ||
          direction AS key, sum(n)::text AS count, sum(amount)::text AS total
        FROM (
          SELECT currency, created_at AS at, direction, 1 AS n, amount
          FROM wallet_transactions
          WHERE store_id = ${storeId} AND status = 'SUCCESSFUL'
            AND agency_txn NOT IN ('REVERSAL', 'ADVERT REFUND')
          UNION ALL
          SELECT paid.currency, paid.created_at, 'debit',
                 CASE WHEN refund.amount = paid.amount THEN -1 ELSE 0 END, -refund.amount
          FROM wallet_transactions refund
          JOIN wallet_transactions paid ON paid.store_id = refund.store_id
            AND refund.ref = paid.ref || '-refund' AND paid.agency_txn = 'ADVERT'
          WHERE refund.store_id = ${storeId} AND refund.status = 'SUCCESSFUL'
            AND refund.agency_txn = 'ADVERT REFUND'
        ) AS flows
        GROUP BY key HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY key`,
  );
  return { sums, counted };
}

/** An advert paid for at `at` (ISO) and, when `refund` is given, its refund at `refundAt`. */
function advert(storeId: string, at: string, naira: number, refund?: [number, string]) {
  const ref = `AD${randomUUID().slice(0, 8)}`;
  const paid = walletMovement(storeId, at, naira, {
    direction: 'debit',
    agencyTxn: 'ADVERT',
    ref,
  });
  if (!refund) return [paid];
  const [back, refundAt] = refund;
  return [
    paid,
    walletMovement(storeId, refundAt, back, { agencyTxn: 'ADVERT REFUND', ref: `${ref}-refund` }),
  ];
}

/** A payout returned by the bank: its rows no longer successful, and its REVERSAL credit. */
function returnedPayout(
  storeId: string,
  at: string,
  naira: number,
  fee: number,
  returnedAt: string,
) {
  const ref = `trf_${randomUUID().slice(0, 8)}`;
  const debit = { direction: 'debit', status: 'FAILED', ref } as const;
  return [
    walletMovement(storeId, at, naira, debit),
    walletMovement(storeId, at, fee, { ...debit, agencyTxn: 'FEE' }),
    walletMovement(storeId, returnedAt, naira + fee, { agencyTxn: 'REVERSAL', ref }),
  ];
}

describe('flowsSince: a window of flows read from hourly sums', () => {
  it('takes the partial first hour from the movements and every later hour from its sums', async () => {
    const storeId = await newStore();
    const { db } = await testDatabase();
    await db.insert(walletTransactions).values([
      walletMovement(storeId, '2026-05-10T10:29:59.999Z', 900), // just before the window
      walletMovement(storeId, '2026-05-10T10:30:00.000Z', 100), // its first moment
      walletMovement(storeId, '2026-05-10T10:59:59.999Z', 20), // the end of its partial hour
      walletMovement(storeId, '2026-05-10T11:00:00.000Z', 3), // its first whole hour
      walletMovement(storeId, '2026-05-11T09:15:00.000Z', 0.5),
      walletMovement(storeId, '2026-05-10T12:00:00.000Z', 40, { direction: 'debit' }),
      walletMovement(storeId, '2026-05-10T10:45:00.000Z', 7, { direction: 'debit' }),
      // not counted: not successful, another currency's wallet
      walletMovement(storeId, '2026-05-10T12:00:00.000Z', 900, { status: 'PENDING' }),
      walletMovement(storeId, '2026-05-10T12:00:00.000Z', 900, { status: 'FAILED' }),
      walletMovement(storeId, '2026-05-10T12:00:00.000Z', 900, { currency: 'USD' }),
    ]);
    expect(await flowsSince(db, storeId, 'NGN', new Date('2026-05-10T10:30:00.000Z'))).toEqual({
      inflow: { count: 4, total: 12_350n },
      outflow: { count: 2, total: 4_700n },
    });
    // A window starting on the hour: that hour's movements, not the millisecond before it.
    expect(await flowsSince(db, storeId, 'NGN', new Date('2026-05-10T11:00:00.000Z'))).toEqual({
      inflow: { count: 2, total: 350n },
      outflow: { count: 1, total: 4_000n },
    });
    expect(await flowsSince(db, storeId, 'NGN', new Date('2026-05-11T09:15:00.001Z'))).toEqual({
      inflow: { count: 0, total: 0n },
      outflow: { count: 0, total: 0n },
    });
  });
});

describe('flowsSince: money given back is no inflow', () => {
  it('counts a reversal nowhere and takes an advert refund off its payment, partial hour too', async () => {
    const storeId = await newStore();
    const { db } = await testDatabase();
    await db.insert(walletTransactions).values([
      walletMovement(storeId, '2026-05-20T10:40:00.000Z', 1000), // a top-up
      // paid in the partial first hour, refunded in part in a later one
      ...advert(storeId, '2026-05-20T10:45:00.000Z', 140, [100, '2026-05-20T14:00:00.000Z']),
      // paid in a whole hour, refunded in full in the partial one: not an outflow at all
      ...advert(storeId, '2026-05-20T11:10:00.000Z', 70, [70, '2026-05-20T10:50:00.000Z']),
      // paid before the window: its refund in the window is no outflow of the window
      ...advert(storeId, '2026-05-20T09:00:00.000Z', 50, [20, '2026-05-20T12:00:00.000Z']),
      ...returnedPayout(storeId, '2026-05-20T10:35:00.000Z', 300, 10, '2026-05-20T10:55:00.000Z'),
      ...returnedPayout(storeId, '2026-05-20T12:00:00.000Z', 400, 10, '2026-05-20T13:00:00.000Z'),
    ]);
    expect(await flowsSince(db, storeId, 'NGN', new Date('2026-05-20T10:30:00.000Z'))).toEqual({
      inflow: { count: 1, total: 100_000n },
      outflow: { count: 1, total: 4_000n },
    });
    // From the whole hour on: the advert refunded in full only, so nothing.
    expect(await flowsSince(db, storeId, 'NGN', new Date('2026-05-20T11:00:00.000Z'))).toEqual({
      inflow: { count: 0, total: 0n },
      outflow: { count: 0, total: 0n },
    });
    const { sums, counted } = await sumsAndMovements(storeId);
    expect(sums).toEqual(counted);
  });
});

describe('wallet_flow_hours: kept by the writing transaction', () => {
  it('follows inserts of many rows, settlements, reversals and deletions', async () => {
    const storeId = await newStore();
    const { db } = await testDatabase();
    const pending = walletMovement(storeId, '2026-06-01T08:10:00.000Z', 250, { status: 'PENDING' });
    const reversed = walletMovement(storeId, '2026-06-01T08:20:00.000Z', 60, {
      direction: 'debit',
    });
    const deleted = walletMovement(storeId, '2026-06-01T09:00:00.000Z', 11);
    await db
      .insert(walletTransactions)
      .values([
        pending,
        reversed,
        deleted,
        walletMovement(storeId, '2026-06-01T08:59:59.999Z', 5),
        walletMovement(storeId, '2026-06-01T08:00:00.000Z', 1.25, { currency: 'USD' }),
      ]);
    let { sums, counted } = await sumsAndMovements(storeId);
    expect(sums).toEqual([
      { key: 'NGN 2026-06-01 08 credit', count: '1', total: '500' },
      { key: 'NGN 2026-06-01 08 debit', count: '1', total: '6000' },
      { key: 'NGN 2026-06-01 09 credit', count: '1', total: '1100' },
      { key: 'USD 2026-06-01 08 credit', count: '1', total: '125' },
    ]);
    expect(sums).toEqual(counted);

    const setStatus = (ref: string, status: string) =>
      db.update(walletTransactions).set({ status }).where(eq(walletTransactions.ref, ref));
    await setStatus(pending.ref, 'SUCCESSFUL'); // a pending top-up settles
    await setStatus(reversed.ref, 'REVERSED'); // a transfer is reversed
    await db.delete(walletTransactions).where(eq(walletTransactions.ref, deleted.ref));
    // An update that changes nothing counted leaves the sums alone.
    await db
      .update(walletTransactions)
      .set({ meaning: 'updated' })
      .where(eq(walletTransactions.storeId, storeId));
    ({ sums, counted } = await sumsAndMovements(storeId));
    expect(sums).toEqual([
      { key: 'NGN 2026-06-01 08 credit', count: '2', total: '25500' },
      { key: 'USD 2026-06-01 08 credit', count: '1', total: '125' },
    ]);
    expect(sums).toEqual(counted);
  });

  it('keeps money given back out whatever the write: refunds, reversals, deletions', async () => {
    const storeId = await newStore();
    const { db } = await testDatabase();
    const [paid, refund] = advert(storeId, '2026-06-02T08:10:00.000Z', 140, [
      100,
      '2026-06-03T12:00:00.000Z',
    ]);
    if (!paid || !refund) throw new Error('no advert');
    const [whole, wholeRefund] = advert(storeId, '2026-06-02T08:20:00.000Z', 70, [
      70,
      '2026-06-02T09:30:00.000Z',
    ]);
    if (!whole || !wholeRefund) throw new Error('no advert');
    // The payments first, each refund in a statement of its own, as the adverts module writes.
    await db.insert(walletTransactions).values([paid, whole]);
    await db.insert(walletTransactions).values(refund);
    await db.insert(walletTransactions).values(wholeRefund);
    await db
      .insert(walletTransactions)
      .values(
        returnedPayout(storeId, '2026-06-02T08:30:00.000Z', 300, 10, '2026-06-02T08:40:00.000Z'),
      );
    let { sums, counted } = await sumsAndMovements(storeId);
    expect(sums).toEqual([{ key: 'NGN 2026-06-02 08 debit', count: '1', total: '4000' }]);
    expect(sums).toEqual(counted);

    // An update that changes nothing counted, then one that moves the movements an hour.
    await db
      .update(walletTransactions)
      .set({ meaning: 'updated' })
      .where(eq(walletTransactions.storeId, storeId));
    await db
      .update(walletTransactions)
      .set({ createdAt: sql`${walletTransactions.createdAt} + interval '1 hour'` })
      .where(eq(walletTransactions.storeId, storeId));
    ({ sums, counted } = await sumsAndMovements(storeId));
    expect(sums).toEqual([{ key: 'NGN 2026-06-02 09 debit', count: '1', total: '4000' }]);
    expect(sums).toEqual(counted);

    // A refund gone, its payment counts in full again; a payment gone with its refund, nothing.
    await db.delete(walletTransactions).where(eq(walletTransactions.ref, refund.ref));
    await db
      .delete(walletTransactions)
      .where(sql`${walletTransactions.ref} IN (${whole.ref}, ${wholeRefund.ref})`);
    ({ sums, counted } = await sumsAndMovements(storeId));
    expect(sums).toEqual([{ key: 'NGN 2026-06-02 09 debit', count: '1', total: '14000' }]);
    expect(sums).toEqual(counted);
  });

  it('goes with its store, and no other store is touched', async () => {
    const storeId = await newStore();
    const neighbour = await newStore();
    const { db } = await testDatabase();
    await db.insert(walletTransactions).values([
      walletMovement(storeId, '2026-07-01T10:00:00.000Z', 10),
      walletMovement(neighbour, '2026-07-01T10:00:00.000Z', 20),
      // an advert refunded in part: payment and refund leave with the store in one statement
      ...advert(storeId, '2026-07-01T10:30:00.000Z', 30, [5, '2026-07-01T12:00:00.000Z']),
    ]);
    // As a deleted store's movements are kept without it (store_id set to NULL).
    await db
      .update(walletTransactions)
      .set({ storeId: null })
      .where(eq(walletTransactions.storeId, storeId));
    expect((await sumsAndMovements(storeId)).sums).toEqual([]);
    const other = await sumsAndMovements(neighbour);
    expect(other.sums).toEqual([{ key: 'NGN 2026-07-01 10 credit', count: '1', total: '2000' }]);
    expect(other.sums).toEqual(other.counted);
  });
});
