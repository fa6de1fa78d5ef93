import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * docs/product/records.md's agency transaction: the merchant-facing record of one wallet movement,
 * written in the same database transaction as its ledger posting.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    ref: text('ref').notNull(),
    agencyTxn: text('agency_txn').notNull(),
    status: text('status').notNull(),
    direction: text('direction').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    request: text('request').notNull().default(''),
    response: text('response').notNull().default(''),
    meaning: text('meaning').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list's search matches (ADR 0008): the searched fields, one per line. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`"ref" || E'\\n' || "agency_txn" || E'\\n' || "status" || E'\\n' || "meaning"`,
    ),
  },
  (table) => [
    // One index per sort the list offers (store, sort column, tie-breaker), so a page of a large
    // store is an index walk; the search is served by a trigram index (ADR 0008).
    index('wallet_transactions_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('wallet_transactions_store_amount_idx').on(table.storeId, table.amount, table.id),
    index('wallet_transactions_store_status_idx').on(table.storeId, table.status, table.id),
    index('wallet_transactions_store_kind_idx').on(table.storeId, table.agencyTxn, table.id),
    index('wallet_transactions_store_ref_idx').on(table.storeId, table.ref, table.id),
    index('wallet_transactions_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Migrations 0019 and 0022 add wallet_transactions_store_flows_idx (store, created) INCLUDE
    // (direction, currency, amount, agency_txn) WHERE status = 'SUCCESSFUL': the edges of a flows
    // window.
  ],
);

/**
 * The successful movements of each store's wallets summed per UTC hour and direction, kept by a
 * statement trigger on wallet_transactions in the writing transaction (migrations 0021 and 0022,
 * `wallet_flow_hours_track()`), so a window of flows reads a row an hour instead of a row a
 * movement (ADR 0019). Money given back is no flow of its own: a reversal counts nowhere (the
 * payout it returns is no longer successful), an advert refund comes off its advert's payment.
 */
export const walletFlowHours = pgTable(
  'wallet_flow_hours',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** The hour's start, UTC. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.currency, table.hour, table.direction] }),
  ],
);
