import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Socket tokens already used (docs/engineering.md#realtime): a start-chat token opens one socket,
 * once, in whichever server process it reaches. A row is kept only while its token could still
 * verify.
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    jti: uuid('jti').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('realtime_tickets_expires_idx').on(table.expiresAt)],
);
