import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A store's webhook endpoint (ADR 0041): where to POST which events. The signing secret is
 * sealed with the data key and shown once (on create and on roll).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_store_idx').on(table.storeId, table.createdAt)],
);

/**
 * One event for one endpoint. `body` is the JSON sent, exactly (every attempt sends the same
 * event id). `generation` grows with each replay, so a retry queued before it stops.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    generation: integer('generation').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastResponse: text('last_response').notNull().default(''),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_store_idx').on(table.storeId),
  ],
);

/** Each attempt of a delivery: what answered, how fast. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response').notNull().default(''),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
