import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/ledger';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

export interface EntryInput {
  accountId: string;
  amount: bigint;
}

/** Calls `ledger_post()` (migration 0002): one round trip per posting. */
export async function callLedgerPost(
  db: Executor,
  posting: {
    reference: string;
    kind: string;
    fingerprint: string;
    metadata: object;
    entries: EntryInput[];
  },
): Promise<{ transactionId: string; created: boolean }> {
  const entries = posting.entries.map((e) => ({
    account_id: e.accountId,
    amount: e.amount.toString(),
  }));
  const [row] = await queryRows<{ transaction_id: string; created: boolean }>(
    db,
    sql`SELECT * FROM ledger_post(${posting.reference}, ${posting.kind}, ${posting.fingerprint},
      ${JSON.stringify(posting.metadata)}::jsonb, ${JSON.stringify(entries)}::jsonb)`,
  );
  if (!row) throw new Error('ledger_post returned nothing');
  return { transactionId: row.transaction_id, created: row.created };
}

export async function findWallet(db: Executor, storeId: string, currency: string) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.storeId, storeId),
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row;
}

/** A store's wallet: its currency and cached balance (minor units). */
export interface StoreWallet {
  currency: string;
  balance: bigint;
}

/**
 * A sub-select answering the store's wallets as one JSON array, in currency order (the
 * `ledger_wallet_unique` index), for a caller that reads several figures in one statement (the
 * dashboard; `storeId` may be a placeholder of its prepared statement). Balances travel as text
 * and are read back into bigints.
 */
export function storeWalletsFragment(storeId: string | Placeholder): SQL<StoreWallet[]> {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'currency', ${ledgerAccounts.currency}, 'balance', ${ledgerAccounts.balance}::text)
      ORDER BY ${ledgerAccounts.currency}), '[]')
    FROM ${ledgerAccounts}
    WHERE ${ledgerAccounts.storeId} = ${storeId} AND ${ledgerAccounts.kind} = 'wallet')`.mapWith(
    (wallets: { currency: string; balance: string }[]): StoreWallet[] =>
      wallets.map((wallet) => ({ currency: wallet.currency, balance: BigInt(wallet.balance) })),
  );
}

/** Creates the account if it is missing; safe when two callers race. */
export async function ensureAccount(
  db: Executor,
  account: { storeId: string | null; kind: string; currency: string },
): Promise<LedgerAccountRow> {
  await db.insert(ledgerAccounts).values(account).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        account.storeId === null
          ? isNull(ledgerAccounts.storeId)
          : eq(ledgerAccounts.storeId, account.storeId),
        eq(ledgerAccounts.kind, account.kind),
        eq(ledgerAccounts.currency, account.currency),
      ),
    );
  if (!row) throw new Error(`ledger account ${account.kind} ${account.currency} not found`);
  return row;
}

/** Wallets whose cached balance differs from the sum of their entries. */
export async function findBalanceMismatches(db: Executor) {
  return queryRows<{ id: string; balance: string; computed: string }>(
    db,
    sql`
    SELECT a.id, a.balance::text, coalesce(sum(e.amount), 0)::text AS computed
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.kind = 'wallet'
    GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
}

/** A system account's balance: the sum of its entries (only wallets cache theirs). */
export async function sumSystemAccount(
  db: Executor,
  kind: string,
  currency: string,
): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`SELECT coalesce(sum(e.amount), 0)::text AS total
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.kind = ${kind} AND a.currency = ${currency} AND a.store_id IS NULL`,
  );
  return BigInt(row?.total ?? 0);
}

/** Transactions whose entries do not sum to zero. */
export async function findUnbalancedTransactions(db: Executor) {
  return queryRows<{ id: string; total: string }>(
    db,
    sql`
    SELECT t.id, coalesce(sum(e.amount), 0)::text AS total
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2`,
  );
}

export async function countNegativeWallets(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'wallet' AND balance < 0`,
  );
  return row?.n ?? 0;
}

/** Marks a wallet closed (its store is being deleted); its entries stay. */
export async function closeAccount(db: Executor, accountId: string): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ closedAt: new Date() })
    .where(eq(ledgerAccounts.id, accountId));
}

/** The store's wallets, locked until the transaction ends, so no posting moves them meanwhile. */
export async function lockStoreWallets(db: Executor, storeId: string) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.storeId, storeId), eq(ledgerAccounts.kind, 'wallet')))
    .orderBy(ledgerAccounts.id)
    .for('update');
}
