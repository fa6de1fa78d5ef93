import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * SPEC §3's agency transaction: the merchant-facing record of one wallet movement, written in the
 * same database transaction as its ledger posting.
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
  },
  (table) => [
    index('wallet_transactions_store_created_idx').on(table.storeId, table.createdAt, table.id),
  ],
);
