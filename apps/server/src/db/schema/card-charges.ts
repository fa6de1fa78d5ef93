import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';

/**
 * Every card payment attempted (issue 27, ADR 0028): the provider's page opened under our
 * reference (also the reference of its `top_ups` row, which the payment receiver credits), and
 * what verifying it answered: the state, the card, the processor's words, who a failure is down
 * to, and the steps. Money is minor units: `amount` is what the payer is charged.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    /** What it pays for: 'link' (later 'order', 'invoice'), and that record's id. */
    purpose: text('purpose').notNull(),
    purposeId: text('purpose_id').notNull(),
    description: text('description').notNull(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    /** 'pending', 'successful', 'failed' or 'abandoned'. */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    transactionId: text('transaction_id'),
    cardBrand: text('card_brand').notNull().default(''),
    cardLast4: text('card_last4').notNull().default(''),
    cardBin: text('card_bin').notNull().default(''),
    cardExpiry: text('card_expiry').notNull().default(''),
    cardBank: text('card_bank').notNull().default(''),
    gatewayResponse: text('gateway_response').notNull().default(''),
    /** 'customer', 'bank' or 'system' for a failure. */
    failureCategory: text('failure_category'),
    steps: jsonb('steps')
      .$type<{ at: string; step: string; message: string }[]>()
      .notNull()
      .default([]),
    /** Refunded or being refunded (a failed refund gives its part back), minor units. */
    refunded: bigint('refunded', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('card_charges_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('card_charges_store_amount_idx').on(table.storeId, table.amount, table.id),
    index('card_charges_store_status_idx').on(table.storeId, table.status, table.createdAt),
    // Never more refunded than was paid, whatever a request races.
    check(
      'card_charges_refunded_range',
      sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.amount}`,
    ),
  ],
);

/**
 * Refunds of successful card payments (ADR 0030): the wallet pays `amount` into refunds in flight
 * when asked (with the PIN, under the client's `ref`); the provider then processes it (the money
 * goes to the card) or refuses it (the money goes back to the wallet). `fingerprint` tells a
 * replay of the same request from another request reusing its ref.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => cardCharges.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** 'pending', 'processed' or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** Whether the provider took the request; a refund not yet sent is sent again by its job. */
    sent: boolean('sent').notNull().default(false),
    providerReference: text('provider_reference'),
    failure: text('failure').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('card_refunds_charge_idx').on(table.chargeId, table.createdAt)],
);
