import { and, arrayContains, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The store's endpoints, oldest first. */
export const storeEndpoints = (db: Executor, storeId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.storeId, storeId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);

/** The store's endpoint `id`, locked for the change when `lock`; another store's is undefined. */
export async function findStoreEndpoint(
  db: Executor,
  storeId: string,
  id: string,
  lock = false,
): Promise<EndpointRow | undefined> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint not inserted');
  return row;
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw new Error('webhook endpoint not updated');
  return row;
}

export const deleteEndpoint = (db: Executor, id: string) =>
  db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));

/** The store's enabled endpoints subscribed to `type`. */
export const subscribedEndpoints = (db: Executor, storeId: string, type: string) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.storeId, storeId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );

export async function insertDeliveries(
  db: Executor,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

/** The endpoint's newest deliveries. */
export const endpointDeliveries = (db: Executor, endpointId: string, limit: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);

export async function findStoreDelivery(
  db: Executor,
  storeId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.storeId, storeId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}

/**
 * Takes the delivery for a replay: its generation grows and it is pending again, only if it is
 * not pending already (two replays at once: one wins, the other finds it pending).
 */
export async function claimReplay(
  db: Executor,
  storeId: string,
  endpointId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      generation: sql`${webhookDeliveries.generation} + 1`,
      status: 'pending',
      nextRetryAt: null,
    })
    .where(
      and(
        eq(webhookDeliveries.storeId, storeId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
        ne(webhookDeliveries.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** A delivery with its endpoint, for the job that sends it. */
export async function deliveryToSend(db: Executor, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/**
 * Records an attempt and the delivery's new state, only while `generation` is still the
 * delivery's (a replay since then owns it).
 */
export async function recordAttempt(
  db: Executor,
  delivery: { id: string; generation: number },
  attempt: typeof webhookAttempts.$inferInsert,
  state: Pick<DeliveryRow, 'status' | 'nextRetryAt'>,
): Promise<boolean> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      ...state,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: attempt.statusCode ?? null,
      lastDurationMs: attempt.durationMs,
      lastResponse: attempt.response ?? '',
      lastAttemptAt: attempt.attemptedAt,
    })
    .where(
      and(
        eq(webhookDeliveries.id, delivery.id),
        eq(webhookDeliveries.generation, delivery.generation),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!row) return false;
  await db.insert(webhookAttempts).values(attempt);
  return true;
}
