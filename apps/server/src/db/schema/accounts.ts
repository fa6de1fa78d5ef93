import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The tenant: one merchant's business. `systemid` is its public id. */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemId: text('system_id').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    currency: text('currency').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    isVerified: boolean('is_verified').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: text('referred_by'),
    staticAccountNumber: text('static_account_number').notNull().unique(),
    staticAccountName: text('static_account_name').notNull(),
    staticAccountBank: text('static_account_bank').notNull(),
    controlChat: boolean('control_chat').notNull().default(false),
    /** Every sub-user must sign in with two-step sign-in (ADR 0040); the main user's switch. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The store's set-up (issue 13): shown on its storefront. */
    description: text('description').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Added to every storefront order; minor units. */
    deliveryFee: bigint('delivery_fee', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * Days after delivery in which a customer may ask to return an item from their order's page
     * (issue 28); 0: only the merchant records returns.
     */
    returnWindowDays: integer('return_window_days').notNull().default(14),
    /** The last order number given (orders count on from 1001). */
    orderSeq: integer('order_seq').notNull().default(1000),
    /**
     * docs/product/screens.md's rank badge, recomputed from the store's trading by GET
     * /loan/refresh/batch.
     */
    rank: text('rank').notNull().default('bronze'),
    rankRefreshedAt: timestamp('rank_refreshed_at', { withTimezone: true }),
    /**
     * The staff PIN (ADR 0039): set by the main user, typed by sub-users allowed to move money.
     * Null until first set.
     */
    staffPinHash: text('staff_pin_hash'),
    staffPinChangedAt: timestamp('staff_pin_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The stores referred with one code (/referrals/all), newest first.
    index('stores_referred_by_idx').on(table.referredBy, table.createdAt, table.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAgent: boolean('is_agent').notNull().default(false),
    allowSubUserTransfer: boolean('allow_sub_user_transfer').notNull().default(false),
    viewBalance: boolean('view_balance').notNull().default(false),
    /** The branch a sub-user works at (issue 28); none for the main user or head office. */
    branchId: uuid('branch_id'),
    /** Invited by e-mail and has not chosen a password yet (its hash is of a random secret). */
    invitePending: boolean('invite_pending').notNull().default(false),
    /** Set while the account is disabled: its sessions are ended and sign-in is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The user's 4-digit PIN (a keyed hash, ADR 0043), asked before money leaves; null until set. */
    pinHash: text('pin_hash'),
    pinChangedAt: timestamp('pin_changed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_store_idx').on(table.storeId),
  ],
);

/** Only the SHA-256 of a session token is stored; the token itself lives in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When a code of the user's app was last given in this session (ADR 0040: step-up). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Failed sign-in counters per account and per address (docs/engineering.md#security). */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
