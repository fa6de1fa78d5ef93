import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * One row per change made through the resource kit (ADR 0008), written in the change's own
 * transaction: who changed what, and the fields that changed (never a secret). The actor and
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_store_created_idx').on(table.storeId, table.createdAt)],
);
