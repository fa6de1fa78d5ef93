import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * A conversation between a store and one customer (docs/product/records.md Message heading). The
 * customer has no account: the conversation is reopened with a secret only its SHA-256 is kept of.
 */
export const chatHeads = pgTable(
  'chat_heads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull().default(''),
    clientPhone: text('client_phone').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastFromClient: boolean('last_from_client').notNull().default(true),
    /** The customer's messages since the store last read the thread. */
    storeUnread: integer('store_unread').notNull().default(0),
    storeReadAt: timestamp('store_read_at', { withTimezone: true }),
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_heads_store_last_idx').on(table.storeId, table.lastMessageAt, table.id),
    index('chat_heads_store_created_idx').on(table.storeId, table.createdAt, table.id),
    index('chat_heads_store_name_idx').on(table.storeId, table.clientName, table.id),
    index('chat_heads_store_unread_idx')
      .on(table.storeId, table.lastMessageAt, table.id)
      .where(sql`${table.storeUnread} > 0`),
  ],
);

/**
 * One message of a conversation (docs/product/records.md Message); ids grow, so a thread pages by
 * id.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    headId: uuid('head_id')
      .notNull()
      .references(() => chatHeads.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fromClient: boolean('from_client').notNull(),
    /** The staff member who wrote it (null for the customer's). */
    authorUserId: uuid('author_user_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_head_idx').on(table.headId, table.id)],
);
