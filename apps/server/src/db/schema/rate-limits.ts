import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters of the rate limits, shared by every server process and kept over restarts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
