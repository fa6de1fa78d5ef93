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

/** The store's hourly sums, and the same figures counted from its movements: they must agree. */
async function sumsAndMovements(storeId: string) {
  const { db } = await testDatabase();
  const sums = await queryRows<{ key: string; count: string; total: string }>(
    db,
    sql`SELECT currency || ' ' || to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || ' ' ||
          direction AS key, count::text, total::text
        FROM wallet_flow_hours WHERE store_id = ${storeId} AND count <> 0 ORDER BY key`,
  );
  const counted = await queryRows<{ key: string; count: string; total: string }>(
    db,
    sql`SELECT currency || ' ' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') || ' ' ||
          direction AS key, count(*)::text AS count, sum(amount)::text AS total
        FROM wallet_transactions WHERE store_id = ${storeId} AND status = 'SUCCESSFUL'
        GROUP BY key ORDER BY key`,
  );
  return { sums, counted };
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

  it('goes with its store, and no other store is touched', async () => {
    const storeId = await newStore();
    const neighbour = await newStore();
    const { db } = await testDatabase();
    await db
      .insert(walletTransactions)
      .values([
        walletMovement(storeId, '2026-07-01T10:00:00.000Z', 10),
        walletMovement(neighbour, '2026-07-01T10:00:00.000Z', 20),
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
