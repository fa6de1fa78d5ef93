import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '@olivia/contracts/lists';
import { TransactionsQuerySchema, type TransactionsQuery } from '@olivia/contracts/wallet';
import { queryRows, type Database } from '../../../src/db/client';
import { rowCounts } from '../../../src/db/schema/row-counts';
import { stores } from '../../../src/db/schema/accounts';
import { walletTransactions } from '../../../src/db/schema/wallet-transactions';
import { storeTransactions } from '../../../src/modules/wallet/wallet-transactions.repository';
import { testDatabase } from '../../helpers/test-app';

let db: Database;
beforeAll(async () => {
  db = (await testDatabase()).db;
});

async function newStore(): Promise<string> {
  const key = randomUUID();
  const [store] = await db
    .insert(stores)
    .values({
      systemId: `OLV${key}`,
      name: 'List',
      slug: `list-${key}`,
      currency: 'NGN',
      referralCode: key,
      staticAccountNumber: key,
      staticAccountName: 'List',
      staticAccountBank: 'List',
    })
    .returning({ id: stores.id });
  if (!store) throw new Error('no store');
  return store.id;
}

/** `count` transactions in one statement, row n `n` minutes old; every third a TRANSFER. */
const seed = (storeId: string, count: number, meaning = 'Wallet top-up') =>
  db.execute(sql`
    INSERT INTO wallet_transactions (store_id, ref, agency_txn, status, direction, currency,
      amount, meaning, created_by, created_at, modified_at)
    SELECT ${storeId}::uuid, 'REF' || g, CASE WHEN g % 3 = 0 THEN 'TRANSFER' ELSE 'TOP-UP' END,
      'SUCCESSFUL', 'credit', 'NGN', g * 100, ${meaning} || ' ' || g, 'test',
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    FROM generate_series(1, ${count}::int) AS g`);

const page = (storeId: string, query: TransactionsQuery = {}) =>
  storeTransactions.page(db, storeId, TransactionsQuerySchema.parse(query));
const counter = async (storeId: string) =>
  (
    await db
      .select({ total: rowCounts.total })
      .from(rowCounts)
      .where(and(eq(rowCounts.storeId, storeId), eq(rowCounts.entity, 'wallet_transactions')))
  )[0]?.total;
const counted = async (storeId: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*) AS n FROM wallet_transactions WHERE store_id = ${storeId}`,
      )
    )[0]?.n,
  );

describe('the store counter behind an unfiltered total', () => {
  it('follows inserts, deletes and a deleted store, statement by statement', async () => {
    const [kept, gone] = [await newStore(), await newStore()];
    await seed(kept, 1_200);
    await seed(gone, 5);
    expect([await counter(kept), await counter(gone)]).toEqual([1_200, 5]);
    await db.execute(
      sql`DELETE FROM wallet_transactions WHERE store_id = ${kept} AND ref LIKE 'REF1%'`,
    );
    expect(await counter(kept)).toBe(await counted(kept));
    await db.delete(stores).where(eq(stores.id, gone)); // its rows stay, without a store
    expect(await counter(gone)).toBeUndefined();
    const total = await counted(kept);
    expect(await page(kept)).toMatchObject({ total, totalCapped: false, page: 0, size: 10 });
  });
});

describe('pages', () => {
  it('walks deep offsets by ids first and answers the same rows, in the same order', async () => {
    const storeId = await newStore();
    await seed(storeId, 1_100);
    const expected = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.storeId, storeId))
      .orderBy(desc(walletTransactions.amount), desc(walletTransactions.id))
      .limit(10)
      .offset(1_050);
    const deep = await page(storeId, { sort: 'amount', page: 105 });
    expect(deep.content.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(deep.total).toBe(1_100);
    const past = await page(storeId, { page: 500 });
    expect(past).toMatchObject({ content: [], total: 1_100, totalCapped: false });
    const other = await newStore();
    expect(await page(other)).toMatchObject({ content: [], total: 0 });
  });

  it('counts a filtered list exactly below the cap, and from a short page without counting', async () => {
    const storeId = await newStore();
    await seed(storeId, 30);
    expect(await page(storeId, { q: 'transfer' })).toMatchObject({ total: 10, totalCapped: false });
    const one = await page(storeId, { q: 'ref17' });
    expect(one.content.map((row) => row.ref)).toEqual(['REF17']);
    expect(one.total).toBe(1);
    expect((await page(storeId, { q: 'top-up', size: 5 })).total).toBe(30);
    expect((await page(storeId, { q: '%' })).total).toBe(0);
    // Fields are searched one by one: no match across the end of one and the start of the next.
    expect((await page(storeId, { q: 'ref17 top' })).total).toBe(0);
  });

  it(`caps the count of a filtered list at ${LIST_TOTAL_CAP} matches, or the page asked for`, async () => {
    const storeId = await newStore();
    await seed(storeId, LIST_TOTAL_CAP + 50, 'Capped search');
    expect(await page(storeId, { q: 'capped' })).toMatchObject({
      total: LIST_TOTAL_CAP,
      totalCapped: true,
    });
    const nearEnd = await page(storeId, { q: 'capped', page: 1_004 });
    expect(nearEnd).toMatchObject({ total: LIST_TOTAL_CAP + 50, totalCapped: false });
    expect(nearEnd.content).toHaveLength(10);
    expect(await page(storeId)).toMatchObject({ total: LIST_TOTAL_CAP + 50, totalCapped: false });
  });
});
