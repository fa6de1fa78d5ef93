import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client';

/** The reference of seeded row `n`, so a search for one row is known in advance. */
export const seededRef = (n: number) => `BT${n.toString(16).toUpperCase().padStart(8, '0')}`;

/**
 * Gives the store of `systemId` `count` wallet transactions in one INSERT … SELECT over
 * generate_series: references, kinds, statuses, amounts and one a minute going back in time.
 * Answers the store's id. The caller then does what the database would do after such a load.
 */
export async function seedTransactions(
  db: Database,
  systemId: string,
  count: number,
): Promise<string> {
  const [store] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM stores WHERE system_id = ${systemId}`,
  );
  if (!store) throw new Error(`no store ${systemId}`);
  await db.execute(sql`
    INSERT INTO wallet_transactions (store_id, ref, agency_txn, status, direction, currency,
      amount, request, response, meaning, created_by, created_at, modified_at)
    SELECT ${store.id}::uuid,
      'BT' || lpad(upper(to_hex(g)), 8, '0'),
      (ARRAY['TOP-UP', 'TRANSFER', 'SETTLEMENT'])[1 + g % 3],
      (ARRAY['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL', 'FAILED', 'PENDING'])[1 + g % 5],
      CASE WHEN g % 3 = 0 THEN 'credit' ELSE 'debit' END,
      'NGN',
      (100 + (g::bigint * 7919) % 5000000),
      '{}', '{}',
      'Wallet top-up by bank transfer to Olivia Sandbox Bank ' || lpad((g * 7)::text, 10, '0'),
      'bench@example.com',
      now() - make_interval(mins => g),
      now() - make_interval(mins => g)
    FROM generate_series(1, ${count}::int) AS g`);
  return store.id;
}
