import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './accounts';

/**
 * The durable jobs (ADR 0025): written in the transaction of the change that causes them (an
 * outbox), run after its commit, retried with backoff. `state`: queued (to run at `run_at`),
 * running (claimed by `locked_by` until `locked_until`: a lease that expires with a crashed
 * process), failed (an attempt failed; retried at `run_at`), done, or dead (given up: attempts
 * used or refused; re-run by hand). A recurring job is one row per queue under its `key`, put
 * back to queued after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The worker pool that runs it: every process of one deployment works 'default'. */
    queue: text('queue').notNull().default('default'),
    kind: text('kind').notNull(),
    /** At most one job per (queue, key): a second enqueue under the key is a no-op. */
    key: text('key'),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_queue_key_idx').on(table.queue, table.key),
    // The worker's claim: the due rows of its queue, soonest first; finished rows stay out.
    index('jobs_due_idx')
      .on(table.queue, table.runAt)
      .where(sql`${table.state} IN ('queued', 'failed', 'running')`),
    index('jobs_kind_created_idx').on(table.kind, table.createdAt),
    index('jobs_store_idx').on(table.storeId),
  ],
);
