import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';

/**
 * A validated transfer (docs/api.md `validation`): the account's name and the fee, kept under `ref`
 * for 10 minutes and bound to the store, account, bank and amount (docs/engineering.md#money).
 */
export const transferQuotes = pgTable(
  'transfer_quotes',
  {
    ref: text('ref').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_quotes_expires_idx').on(table.expiresAt)],
);

/**
 * A payout to a bank account. Its money sits in "payouts in flight" from the request until the
 * provider's final state moves it on (success) or back (failed, reversed); `ref` is unique, so
 * a replay finds the first request and moves nothing.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull().unique(),
    /** A transfer (NGN, to any account) or a settlement (to the store's own settlement account). */
    kind: text('kind').notNull().default('transfer'),
    /** The request's body, hashed: the same `ref` with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    narration: text('narration').notNull(),
    provider: text('provider').notNull(),
    /** pending → successful | failed; successful → reversed. */
    status: text('status').notNull().default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** Whether the provider has been asked to pay it (false only between commit and the call). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the reconciler may next ask the provider about it (pending only). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    checks: bigint('checks', { mode: 'number' }).notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_store_created_idx').on(table.storeId, table.createdAt),
    index('payouts_store_kind_created_idx').on(table.storeId, table.kind, table.createdAt),
    index('payouts_pending_idx').on(table.status, table.nextCheckAt),
  ],
);

/**
 * docs/product/records.md Beneficiary: a bank account a store has paid and chose to keep; one per
 * account.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('beneficiaries_store_account_unique').on(
      table.storeId,
      table.bankCode,
      table.accountNumber,
    ),
  ],
);
