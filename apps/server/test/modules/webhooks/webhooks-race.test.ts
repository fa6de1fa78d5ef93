import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/unit-of-work';
import { webhookAttempts, webhookDeliveries } from '../../../src/db/schema/webhooks';
import { emitWebhookEvent } from '../../../src/modules/webhooks/public';
import { signUp } from '../../helpers/factories';
import { storeOf } from '../../helpers/orders';
import { buildTestApp, secondDatabase, testDatabase } from '../../helpers/test-app';
import { callWebhooks, endpointBody, startReceiver } from './webhooks-helpers';

// Two server processes on one database and one queue (PostgreSQL with TEST_DATABASE_URL).
const queue = `webhooks-race-${randomUUID()}`;
const jobs = { queue, pollMs: 0 };
const env = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' };
let one: FastifyInstance;
let other: FastifyInstance;
let closeSecond = async () => {};
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  one = await buildTestApp(env, { jobs });
  const second = await secondDatabase();
  if (second.own) closeSecond = second.close;
  other = await buildTestApp(env, { db: second.db, jobs });
});
afterAll(async () => {
  await other.close();
  await one.close();
  await closeSecond();
  await receiver.close();
});

describe('webhook deliveries across processes (ADR 0044)', () => {
  it('a delivery job claimed by two workers at once is sent once', async () => {
    const owner = await signUp(one);
    const created = await callWebhooks(
      one,
      'create',
      owner.headers,
      {},
      {
        ...endpointBody({ url: receiver.url }),
        events: ['order.paid'],
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const storeId = await storeOf(owner);
    const { db } = await testDatabase();
    // Written by a bare transaction: nothing runs after the commit, the workers take it.
    await withTransaction(db, (tx) =>
      emitWebhookEvent(tx, storeId, 'order.paid', { order: { id: 'race' } }),
    );
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.json().id));
    expect(delivery?.status).toBe('pending');

    const runs = await Promise.all([one.runDueJobs(), other.runDueJobs(), one.runDueJobs()]);
    expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(1);
    const eventId = delivery?.eventId;
    const got = receiver.received.filter((request) => JSON.parse(request.body).id === eventId);
    expect(got).toHaveLength(1);
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery?.id ?? ''));
    expect(attempts).toHaveLength(1);
    const [after] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery?.id ?? ''));
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });
});
