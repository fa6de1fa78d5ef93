import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';
import { orders } from './orders';
import { invoicePayments } from './invoices';
import { linkPayments } from './payment-links';

/**
 * A request to fund a wallet by bank transfer into a temporary account (docs/product/records.md
 * Top-up).
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    /** What the wallet is to receive, and the fee the payer adds on top; minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    provider: text('provider').notNull(),
    /** 'transfer' (a temporary account) or 'card' (the provider's card page; ADR 0028). */
    channel: text('channel').notNull().default('transfer'),
    providerReference: text('provider_reference').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
    /** Set when the merchant cancels it; payments that still arrive are credited (ADR 0004). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when a customer pays a storefront order through this account (ADR 0016). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Set when a payer pays on a payment link through this account (ADR 0027). */
    linkPaymentId: uuid('link_payment_id').references(() => linkPayments.id, {
      onDelete: 'set null',
    }),
    /** Set when a customer pays an invoice through this account (ADR 0029). */
    invoicePaymentId: uuid('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('top_ups_store_idx').on(table.storeId, table.createdAt),
    index('top_ups_account_number_idx').on(table.accountNumber),
  ],
);

/**
 * Every verified provider webhook, once: the primary key makes a redelivery a no-op. The body is
 * kept as the text that was signed, not as jsonb: any valid JSON is accepted, "\u0000" and lone
 * surrogates included, which jsonb refuses (issue 7).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
