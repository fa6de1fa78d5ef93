import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * A store's wallet per currency, or a system account (provider clearing, fees earned, payouts in
 * flight, unclaimed funds). Amounts are integer minor units. `balance` caches the sum of the
 * account's entries and is changed only by `ledger_post()`, inside the posting transaction.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('wallet_never_negative', sql`${table.kind} <> 'wallet' OR ${table.balance} >= 0`),
    uniqueIndex('ledger_wallet_unique')
      .on(table.storeId, table.currency)
      .where(sql`${table.kind} = 'wallet' AND ${table.storeId} IS NOT NULL`),
    uniqueIndex('ledger_system_account_unique')
      .on(table.kind, table.currency)
      .where(sql`${table.kind} <> 'wallet'`),
  ],
);

/** One balanced movement of money. `reference` makes posting idempotent. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    /** A digest of what was asked; the same reference with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_kind_idx').on(table.kind)],
);

/** Append-only: the database refuses UPDATE and DELETE on this table. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('entry_not_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);
