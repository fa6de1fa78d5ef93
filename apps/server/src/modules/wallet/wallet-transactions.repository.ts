import { and, eq, gte, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TransactionsQuerySchema } from '@olivia/contracts/wallet';
import type { Executor } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/ledger';
import { topUps } from '../../db/schema/top-ups';
import { walletFlowHours, walletTransactions } from '../../db/schema/wallet-transactions';
import { defineList } from '../../lib/resource/list.repository';
import { searchedAmount } from './amount-search';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type NewWalletTransaction = typeof walletTransactions.$inferInsert;

/** How many movements, and how much (minor units). */
export interface Flow {
  count: number;
  total: bigint;
}

/**
 * The successful movements of the store's `currency` wallet since `since`, in and out, money
 * given back left out (`MONEY_GIVEN_BACK`): one query (the dashboard's own statement asks the
 * same through `flowsSinceFragment`).
 */
export async function flowsSince(
  db: Executor,
  storeId: string,
  currency: string,
  since: Date,
): Promise<{ inflow: Flow; outflow: Flow }> {
  const [row] = await db
    .select({ flows: flowsSinceFragment(storeId, currency, since) })
    .from(sql`(VALUES (1)) AS flows (one)`);
  if (!row) throw new Error('the flows query answered no row');
  return row.flows;
}

/**
 * The kinds of movement that give money back (a payout the bank failed or returned, an advert's
 * unused days): not takings, so never an inflow. What they give back comes off the outflow they
 * undo, in that outflow's hour (migration 0022): a returned payout's rows are no longer
 * SUCCESSFUL, so it left the outflows already and its REVERSAL counts nowhere; an advert refund
 * is netted out of its advert's payment (the payment no longer counted once all of it came back).
 */
export const MONEY_GIVEN_BACK = ['REVERSAL', 'ADVERT REFUND'] as const;

/**
 * What `flowsSince` answers, as a sub-select answering one JSON object, for the dashboard's one
 * statement (the arguments may be placeholders of its prepared statement). Whole UTC hours come
 * from their sums in wallet_flow_hours (migrations 0021, 0022): the movements of the window's
 * first, partial hour from the covering flows index (migrations 0019, 0022), every later hour
 * from its two rows. A day is about 60 index entries and 48 sums however busy the store. The
 * status and kinds are written out, not bound: the flows index is partial on the status, and a
 * plan made without the values can still use it. Money given back counts as the hourly sums count
 * it (`MONEY_GIVEN_BACK`): an advert refund against its payment's hour, a reversal nowhere. Totals
 * travel as text and are read back into bigints.
 */
export function flowsSinceFragment(
  storeId: string | Placeholder,
  currency: string | Placeholder,
  since: Date | Placeholder,
): SQL<{ inflow: Flow; outflow: Flow }> {
  const from = since instanceof Date ? since.toISOString() : since;
  const firstWholeHour = sql`date_trunc('hour', ${from}::timestamptz, 'UTC') + interval '1 hour'`;
  const t = walletTransactions;
  const h = walletFlowHours;
  const givenBack = sql.raw(MONEY_GIVEN_BACK.map((kind) => `'${kind}'`).join(', '));
  const flow = (side: SQL) =>
    sql`json_build_object('count', coalesce(sum(flows.count) FILTER (WHERE flows.direction = ${side}), 0),
      'total', coalesce(sum(flows.total) FILTER (WHERE flows.direction = ${side}), 0)::text)`;
  return sql`(SELECT json_build_object('inflow', ${flow(sql`'credit'`)}, 'outflow', ${flow(sql`'debit'`)})
    FROM (
      SELECT ${t.direction} AS direction, 1 AS count, ${t.amount} AS total FROM ${t}
      WHERE ${t.storeId} = ${storeId} AND ${t.createdAt} >= ${from}
        AND ${t.createdAt} < ${firstWholeHour}
        AND ${t.currency} = ${currency} AND ${t.status} = 'SUCCESSFUL'
        AND ${t.agencyTxn} NOT IN (${givenBack})
      UNION ALL
      SELECT 'debit', CASE WHEN refund.amount >= paid.amount THEN -1 ELSE 0 END, -refund.amount
      FROM ${t} AS paid JOIN ${t} AS refund ON refund.store_id = paid.store_id
        AND refund.ref = paid.ref || '-refund' AND refund.agency_txn = 'ADVERT REFUND'
        AND refund.status = 'SUCCESSFUL' AND refund.currency = paid.currency
      WHERE paid.store_id = ${storeId} AND paid.created_at >= ${from}
        AND paid.created_at < ${firstWholeHour}
        AND paid.currency = ${currency} AND paid.status = 'SUCCESSFUL' AND paid.agency_txn = 'ADVERT'
      UNION ALL
      SELECT ${h.direction}, ${h.count}, ${h.total} FROM ${h}
      WHERE ${h.storeId} = ${storeId} AND ${h.currency} = ${currency}
        AND ${h.hour} >= ${firstWholeHour}
    ) AS flows)`.mapWith(
    (flows: Record<'inflow' | 'outflow', { count: number; total: string }>) => ({
      inflow: { count: Number(flows.inflow.count), total: BigInt(flows.inflow.total) },
      outflow: { count: Number(flows.outflow.count), total: BigInt(flows.outflow.total) },
    }),
  );
}

export async function insertWalletTransaction(
  db: Executor,
  row: NewWalletTransaction,
): Promise<void> {
  await db.insert(walletTransactions).values(row);
}

/** Moves the store's rows of one movement (`ref`, of these kinds) to `status`. */
export async function setWalletTransactionStatus(
  db: Executor,
  change: { ref: string; kinds: string[]; status: string; at: Date },
): Promise<void> {
  await db
    .update(walletTransactions)
    .set({ status: change.status, modifiedAt: change.at })
    .where(
      and(
        eq(walletTransactions.ref, change.ref),
        inArray(walletTransactions.agencyTxn, change.kinds),
      ),
    );
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => {
  const next = startOfDay(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/**
 * A store's wallet transactions (ADR 0008): every sort has its index, the search one trigram
 * index over `search_text` (or, for an amount typed as shown, the amount's index), type and
 * status their own indexes, and the unfiltered total comes from the store's counter.
 */
export const storeTransactions = defineList(TransactionsQuerySchema, {
  table: walletTransactions,
  store: walletTransactions.storeId,
  id: walletTransactions.id,
  sorts: {
    createdat: walletTransactions.createdAt,
    amount: walletTransactions.amount,
    status: walletTransactions.status,
    agencyTxn: walletTransactions.agencyTxn,
    ref: walletTransactions.ref,
  },
  search: [
    walletTransactions.searchText,
    (q) => {
      const amount = searchedAmount(q);
      return amount === undefined ? undefined : eq(walletTransactions.amount, amount);
    },
  ],
  filters: {
    type: (type) => eq(walletTransactions.agencyTxn, type),
    status: (status) => eq(walletTransactions.status, status),
    from: (day) => gte(walletTransactions.createdAt, startOfDay(day)),
    to: (day) => lt(walletTransactions.createdAt, startOfNextDay(day)),
  },
  counted: 'wallet_transactions',
});

/**
 * One transaction of the store with what its detail shows beside it: its ledger posting (the
 * payment's own reference) and, for a top-up, the top-up it paid (provider reference, the
 * account paid into, when it was requested). Another store's id finds nothing.
 */
export async function findStoreTransaction(db: Executor, storeId: string, id: string) {
  const [found] = await db
    .select({
      row: walletTransactions,
      posting: { reference: ledgerTransactions.reference, metadata: ledgerTransactions.metadata },
      topUp: {
        providerReference: topUps.providerReference,
        accountName: topUps.accountName,
        bankName: topUps.bankName,
        accountNumber: topUps.accountNumber,
        createdAt: topUps.createdAt,
      },
    })
    .from(walletTransactions)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.id, walletTransactions.ledgerTransactionId))
    .leftJoin(
      topUps,
      and(
        eq(walletTransactions.agencyTxn, 'TOP-UP'),
        eq(topUps.reference, walletTransactions.ref),
        eq(topUps.storeId, walletTransactions.storeId),
      ),
    )
    .where(and(eq(walletTransactions.storeId, storeId), eq(walletTransactions.id, id)))
    .limit(1);
  return found;
}

export type StoreTransaction = NonNullable<Awaited<ReturnType<typeof findStoreTransaction>>>;
