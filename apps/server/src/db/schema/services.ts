import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * A custom domain the store bought through the registrar (ADR 0020). One owner per name; the
 * store's storefront answers on it (Host header) while it has not expired. Its state (active,
 * expiring, expired) is derived from `expires_at`, never stored.
 */
export const domains = pgTable(
  'domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    currency: text('currency').notNull(),
    /** A year's renewal, minor units, as the registrar last priced it. */
    yearlyPrice: bigint('yearly_price', { mode: 'bigint' }).notNull(),
    registrar: text('registrar').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('domains_store_expires_idx').on(table.storeId, table.expiresAt, table.id),
    index('domains_store_created_idx').on(table.storeId, table.createdAt, table.id),
  ],
);

/** Every payment for a domain: the purchase, then each renewal. `reference` is the client's key. */
export const domainPayments = pgTable(
  'domain_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    years: integer('years').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }).notNull(),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidByEmail: text('paid_by_email').notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** When the registrar finally refused this renewal and its money went back (ADR 0025). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_payments_domain_idx').on(table.domainId, table.createdAt, table.id)],
);

/**
 * An advert campaign, paid in full from the wallet when created (ADR 0020). `status` is running,
 * paused or ended ('scheduled' is a running one whose start date is still ahead). Days run are
 * `days_run_before` plus the whole days since `run_started_at` (while running), at most `days`.
 */
export const adverts = pgTable(
  'adverts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platforms: text('platforms').array().notNull(),
    domain: text('domain').notNull(),
    currency: text('currency').notNull(),
    dailyBudget: bigint('daily_budget', { mode: 'bigint' }).notNull(),
    days: integer('days').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    estimatedDailyReach: integer('estimated_daily_reach').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').notNull().default('running'),
    daysRunBefore: integer('days_run_before').notNull().default(0),
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    refunded: bigint('refunded', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    networkRef: text('network_ref'),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('adverts_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('adverts_store_start_idx').on(table.storeId, table.startDate, table.id),
    index('adverts_store_total_idx').on(table.storeId, table.total, table.id),
  ],
);
