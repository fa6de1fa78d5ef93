import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('card_charges_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('card_charges_store_amount_idx').on(table.storeId, table.amount, table.id),
    index('card_charges_store_status_idx').on(table.storeId, table.status, table.createdAt),
  ],
);
