import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { WebhookEventType } from '@olivia/contracts/webhooks';
import type { Database, Executor } from '../../db/client';
import type { WebhookData } from './emit-webhook-event';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { DataKeys } from '../../lib/data-keys';
import type { JobKind, Jobs } from '../jobs/public';
import type { TargetPolicy } from './target-guard';
import { sendDelivery } from './webhook-sender';
import {
  deliveryToSend,
  insertDeliveries,
  recordAttempt,
  subscribedEndpoints,
} from './webhooks.repository';

/** After failed attempt 1, 2, …: 1 min, 5 min, 30 min, 2 h, 8 h; then the delivery has failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
const retryDelayMs = (attempt: number) =>
  WEBHOOK_RETRY_DELAYS_MS[Math.min(attempt, WEBHOOK_RETRY_DELAYS_MS.length) - 1] ?? 60_000;

const DeliveryJobSchema = z.object({ deliveryId: z.uuid(), generation: z.number().int() });
type DeliveryJob = z.infer<typeof DeliveryJobSchema>;

export interface WebhookJobsDeps {
  db: Database;
  jobs: Jobs;
  dataKeys: DataKeys;
  policy: TargetPolicy;
}

/**
 * The two kinds of job that send a delivery (ADR 0044): `webhooks.deliver`, the first attempt
 * and its retries with the webhooks' backoff; `webhooks.replay`, one attempt now. A run whose
 * generation is no longer the delivery's (replayed since), or whose delivery is gone or
 * finished, does nothing.
 */
export function createWebhookJobs(deps: WebhookJobsDeps) {
  const { db, jobs, dataKeys, policy } = deps;

  async function attempt(payload: DeliveryJob, attemptNo: number, last: boolean) {
    const row = await deliveryToSend(db, payload.deliveryId);
    if (!row || row.delivery.generation !== payload.generation) return;
    if (row.delivery.status === 'delivered' || row.delivery.status === 'failed') return;
    const attemptedAt = jobs.now();
    const result = await sendDelivery({
      url: row.endpoint.url,
      secret: dataKeys.open(row.endpoint.secretSealed),
      body: row.delivery.body,
      deliveryId: row.delivery.id,
      policy,
      now: jobs.now,
    });
    const retrying = !result.delivered && !last;
    await recordAttempt(
      db,
      { id: payload.deliveryId, generation: payload.generation },
      {
        deliveryId: payload.deliveryId,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        response: result.response,
        attemptedAt,
      },
      {
        status: result.delivered ? 'delivered' : retrying ? 'retrying' : 'failed',
        nextRetryAt: retrying ? new Date(attemptedAt.getTime() + retryDelayMs(attemptNo)) : null,
      },
    );
    // A failure with attempts left is retried by the jobs (ADR 0025) after the same delay.
    if (retrying) throw new Error(`webhook delivery failed: ${result.statusCode ?? 'no answer'}`);
  }

  const deliver: JobKind<DeliveryJob> = {
    kind: 'webhooks.deliver',
    payload: DeliveryJobSchema,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    leaseSeconds: 60,
    retryDelayMs,
    run: (payload, job) => attempt(payload, job.attempt, job.attempt >= job.maxAttempts),
  };
  const replay: JobKind<DeliveryJob> = {
    kind: 'webhooks.replay',
    payload: DeliveryJobSchema,
    maxAttempts: 1,
    leaseSeconds: 60,
    run: (payload) => attempt(payload, 1, true),
  };

  /**
   * Queues the job of a delivery's generation in the caller's unit of work. After the commit it
   * starts at once but is not waited for: a slow receiver never holds up the change's answer.
   */
  const enqueue = (
    unit: UnitOfWork,
    delivery: { id: string; storeId: string; generation: number },
    kind: 'deliver' | 'replay' = 'deliver',
  ) =>
    jobs.enqueue(
      { tx: unit.tx, afterCommit: (effect) => unit.afterCommit(() => void effect()) },
      kind === 'deliver' ? deliver : replay,
      { deliveryId: delivery.id, generation: delivery.generation },
      { storeId: delivery.storeId, key: `webhook:${delivery.id}:${delivery.generation}` },
    );

  /**
   * One event of a store: a delivery for each enabled endpoint subscribed to it, each with its
   * job, all in the caller's unit of work (rolled back: nothing is sent; committed: nothing is
   * lost). Answers the deliveries.
   */
  async function emit(
    unit: UnitOfWork,
    storeId: string,
    type: WebhookEventType | 'webhook.test',
    data: WebhookData | ((tx: Executor) => Promise<WebhookData | undefined>),
    only?: { endpointId: string },
  ) {
    const endpoints = only
      ? [{ id: only.endpointId }]
      : await subscribedEndpoints(unit.tx, storeId, type);
    if (endpoints.length === 0) return [];
    const payload = typeof data === 'function' ? await data(unit.tx) : data;
    if (!payload) return [];
    const id = `evt_${randomUUID().replaceAll('-', '')}`;
    const created = Math.floor(jobs.now().getTime() / 1000);
    const body = JSON.stringify({ id, type, created, data: payload });
    const rows = await insertDeliveries(
      unit.tx,
      endpoints.map((endpoint) => ({
        storeId,
        endpointId: endpoint.id,
        eventId: id,
        eventType: type,
        body,
      })),
    );
    for (const row of rows) await enqueue(unit, row);
    return rows;
  }

  return {
    register() {
      jobs.register(deliver);
      jobs.register(replay);
    },
    enqueue,
    emit,
  };
}

export type WebhookJobs = ReturnType<typeof createWebhookJobs>;
