import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * A store's split payees (ADR 0031): a partner's Nigerian bank account, its name as the bank
 * gave it. `owed` is what refunds of split payments took back from them, withheld from their
 * next shares (or batch); `paid_out` what their shares paid. `schedule` says when they are paid
 * (instant, daily, weekly on `schedule_day` 0–6, monthly on 1–28); `held` is what their
 * unsettled shares hold until their batch.
 */
export const splitPayees = pgTable(
  'split_payees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(true),
    paidOut: money('paid_out'),
    owed: money('owed'),
    schedule: text('schedule').notNull().default('instant'),
    scheduleDay: integer('schedule_day').notNull().default(0),
    held: money('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('split_payees_store_created_idx').on(table.storeId, table.createdAt, table.id),
    check('split_payees_owed_not_negative', sql`${table.owed} >= 0`),
    check('split_payees_held_not_negative', sql`${table.held} >= 0`),
    // The sweep's scan: payees with shares held.
    index('split_payees_holding_idx')
      .on(table.id)
      .where(sql`${table.held} > 0`),
  ],
);

/**
 * One batch payout of a scheduled payee's held shares (ADR 0031): its `ref` (the payout's) is
 * derived from the payee and the period, so a period is paid once whatever runs the sweep.
 */
export const splitBatches = pgTable(
  'split_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    /** The period's key ('2026-11-30', or the minute of a release), and the schedule then. */
    period: text('period').notNull(),
    schedule: text('schedule').notNull(),
    shares: integer('shares').notNull(),
    withheld: money('withheld'),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('split_batches_ref').on(table.ref),
    index('split_batches_payee_idx').on(table.payeeId),
  ],
);

/**
 * A split: how a payment is shared between the store and its payees (`percentage`: shares in
 * hundredths of a percent; `flat`: in minor units), and who bears Olivia's fee. At most one
 * group of a store splits its storefront orders.
 */
export const splitGroups = pgTable(
  'split_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    bearer: text('bearer').notNull(),
    storefront: boolean('storefront').notNull().default(false),
    active: boolean('active').notNull().default(true),
    payments: integer('payments').notNull().default(0),
    paidOut: money('paid_out'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('split_groups_store_created_idx').on(table.storeId, table.createdAt, table.id),
    uniqueIndex('split_groups_one_storefront')
      .on(table.storeId)
      .where(sql`${table.storefront}`),
  ],
);

export const splitGroupMembers = pgTable(
  'split_group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => splitGroups.id, { onDelete: 'cascade' }),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'restrict' }),
    /** Hundredths of a percent, or minor units (the group's type). */
    share: bigint('share', { mode: 'bigint' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('split_group_members_unique').on(table.groupId, table.payeeId),
    index('split_group_members_payee_idx').on(table.payeeId),
  ],
);

/**
 * One payee's share of one payment: written with the payment, in its unit of work, with the
 * payout that pays it (`payout_ref`, none when nothing was left after what refunds took back).
 * A scheduled payee's share is `held` (no payout yet) until a batch takes it (`batch_id`, and
 * the batch's payout ref).
 */
export const splitShares = pgTable(
  'split_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => splitGroups.id, { onDelete: 'cascade' }),
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => splitPayees.id, { onDelete: 'cascade' }),
    /** The payment split: its top-up reference and the event that paid it. */
    paymentReference: text('payment_reference').notNull(),
    eventId: text('event_id').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    paymentAmount: bigint('payment_amount', { mode: 'bigint' }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    withheld: money('withheld'),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    payoutRef: text('payout_ref'),
    held: boolean('held').notNull().default(false),
    batchId: uuid('batch_id').references(() => splitBatches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A payee's shares waiting for their batch.
    index('split_shares_unsettled_idx')
      .on(table.payeeId, table.createdAt)
      .where(sql`${table.held} and ${table.batchId} is null`),
    uniqueIndex('split_shares_payment_payee').on(
      table.paymentReference,
      table.eventId,
      table.payeeId,
    ),
    index('split_shares_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('split_shares_payment_idx').on(table.paymentReference),
  ],
);
