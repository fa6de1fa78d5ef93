import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { testDatabase } from './test-app';

/** A store's wallet balance in minor units, read straight from the ledger (0 without a wallet). */
export async function walletBalance(systemid: string): Promise<bigint> {
  const { db } = await testDatabase();
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT a.balance FROM ledger_accounts a JOIN stores s ON s.id = a.store_id
      WHERE s.system_id = ${systemid} AND a.kind = 'wallet'`,
  );
  return BigInt(row?.balance ?? 0);
}
