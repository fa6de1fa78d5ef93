import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores, users } from './accounts';

/**
 * A store's API keys (ADR 0041): only the SHA-256 of each key is kept (`key_hash`), beside a short
 * visible `prefix` that tells keys apart. A key acts for its store as the main user who made it,
 * on the endpoints whose scope it holds, until it expires or is revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_store_idx').on(table.storeId, table.createdAt)],
);
