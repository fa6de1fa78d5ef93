import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * One row per change (the resource kit's and every money, security and team action), written in
 * the change's own transaction: who changed what, from where, and the fields that changed (never
 * a secret). The account log (/account/logs) shows them. The actor and
 * the entity are plain ids, so the record outlives them; it goes with its store.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').notNull(),
    /** `<entity>.<verb>`, e.g. 'sub_user.invited'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    /** Where the request that made the change came from (null for the server's own work). */
    ip: text('ip'),
    /** Its browser's user agent, at most 300 characters. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_store_created_idx').on(table.storeId, table.createdAt),
    index('audit_log_store_actor_created_idx').on(
      table.storeId,
      table.actorUserId,
      table.createdAt,
    ),
  ],
);
