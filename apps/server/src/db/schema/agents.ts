import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';
import { files } from './files';

/**
 * A store's agent verification (docs/product/records.md Verification form): the BVN and NIN
 * encrypted at rest (AES-256-GCM, DATA_ENCRYPTION_KEY) with their last digits for display, the
 * place of birth and the photo. `status` is verified, or blocked after a name mismatch (no retry).
 */
export const agentVerifications = pgTable('agent_verifications', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  bvnEncrypted: text('bvn_encrypted').notNull(),
  bvnLast4: text('bvn_last4').notNull(),
  ninEncrypted: text('nin_encrypted'),
  ninLast4: text('nin_last4'),
  placeOfBirth: text('place_of_birth').notNull(),
  imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  /** The name the identity provider holds for the BVN. */
  holderName: text('holder_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a store outside Nigeria is paid out (docs/product/records.md Settlement account): one per
 * store; a sort code for GBP, an IBAN for other currencies; an identity document image.
 */
export const settlementAccounts = pgTable('settlement_accounts', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  bank: text('bank').notNull(),
  sortCode: text('sort_code'),
  iban: text('iban'),
  email: text('email'),
  phone: text('phone'),
  identificationFileId: uuid('identification_file_id')
    .notNull()
    .references(() => files.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A store's business registration, checked by the identity provider (ADR 0045): a CAC RC number
 * (NGN stores) or a Companies House number (GBP), the name the register holds, and when it was
 * checked. One per store; with the owner's identity it makes tier 2.
 */
export const businessRegistrations = pgTable('business_registrations', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** 'NG' (Corporate Affairs Commission) or 'GB' (Companies House). */
  register: text('register').notNull(),
  number: text('number').notNull(),
  registeredName: text('registered_name').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
