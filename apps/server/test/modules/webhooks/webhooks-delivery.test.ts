import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_DELIVERY_HEADER, type WebhookDelivery } from '@olivia/contracts/webhooks';
import { withTransaction } from '../../../src/db/unit-of-work';
import { webhookAttempts, webhookDeliveries } from '../../../src/db/schema/webhooks';
import { emitWebhookEvent } from '../../../src/modules/webhooks/public';
import { verifySignature } from '../../../src/modules/webhooks/webhook-signature';
import { createProduct } from '../../helpers/catalog';
import { placeOrder } from '../../helpers/checkout';
import { signUp, type SignedIn } from '../../helpers/factories';
import { placeOrder as orderInStatus, storeOf } from '../../helpers/orders';
import { auditOf } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { callWebhooks, endpointBody, startReceiver } from './webhooks-helpers';

// A local receiver: private targets allowed, as in development; the clock is the jobs'.
let app: FastifyInstance;
let clock = new Date('2026-03-01T10:00:00Z');
let answer = 200;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver(() => answer);
  app = await buildTestApp(
    { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' },
    { jobs: { now: () => clock, pollMs: 0 } },
  );
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});
afterEach(() => {
  answer = 200;
});

async function endpointFor(owner: SignedIn, events = ['order.created', 'chat.message']) {
  const created = await callWebhooks(
    app,
    'create',
    owner.headers,
    {},
    {
      ...endpointBody({ url: receiver.url }),
      events,
    },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; secret: string };
}

const deliveriesOf = async (owner: SignedIn, id: string) =>
  (await callWebhooks(app, 'deliveries', owner.headers, { id })).json()
    .content as WebhookDelivery[];

/** Waits until the endpoint's newest delivery is in `status` (the job runs after the commit). */
async function settled(owner: SignedIn, id: string, status: WebhookDelivery['status']) {
  return vi.waitFor(
    async () => {
      const [newest] = await deliveriesOf(owner, id);
      expect(newest?.status).toBe(status);
      return newest as WebhookDelivery;
    },
    { timeout: 10_000, interval: 50 },
  );
}

const receivedFor = (eventId: string) =>
  receiver.received.filter((request) => JSON.parse(request.body).id === eventId);

describe('webhook deliveries (ADR 0044)', () => {
  it('delivers a test event, signed so the receiver can verify it', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner);
    const sent = await callWebhooks(app, 'sendTest', owner.headers, { id: endpoint.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivery = await settled(owner, endpoint.id, 'delivered');
    expect(delivery).toMatchObject({ event: 'webhook.test', statuscode: 200, attempts: 1 });
    expect(delivery.response).toBe('answer 200');
    const [request] = receivedFor(delivery.eventid);
    expect(request?.headers[WEBHOOK_DELIVERY_HEADER.toLowerCase()]).toBe(delivery.id);
    const signature = String(request?.headers['olivia-signature']);
    const now = Math.floor(clock.getTime() / 1000);
    expect(verifySignature(endpoint.secret, request?.body ?? '', signature, now)).toBe(true);
    expect(verifySignature('whsec_wrong', request?.body ?? '', signature, now)).toBe(false);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      type: 'webhook.test',
      created: now,
      data: { endpoint: endpoint.id },
    });
  });

  it('sends a real event: a storefront order placed is order.created', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner);
    const product = await createProduct(app, owner, { price: 2_500, stock: 4 });
    const placed = await placeOrder(app, owner, [
      { productid: product.id, variantid: null, quantity: 2 },
    ]);
    // Written with the order, sent by the worker's next poll.
    await app.runDueJobs();
    const delivery = await settled(owner, endpoint.id, 'delivered');
    expect(delivery.event).toBe('order.created');
    const body = JSON.parse(delivery.request);
    expect(body.data.order).toMatchObject({ id: placed.order.id, status: 'pending', total: 5_000 });
    expect(receivedFor(delivery.eventid)).toHaveLength(1);
  });

  it('an order shipped then delivered sends order.shipped and order.delivered', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner, ['order.shipped', 'order.delivered']);
    const { order } = await orderInStatus(owner, [{ product: null, quantity: 1 }], {
      status: 'paid',
    });
    for (const orderStatus of ['shipped', 'delivered']) {
      const moved = await app.inject({
        method: 'POST',
        url: endpointUrl(orderEndpoints.setStatus, { id: order.id }),
        headers: owner.headers,
        payload: { orderStatus },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await app.runDueJobs();
    await vi.waitFor(async () => {
      const sent = await deliveriesOf(owner, endpoint.id);
      expect(sent.map((d) => [d.event, d.status])).toEqual([
        ['order.delivered', 'delivered'],
        ['order.shipped', 'delivered'],
      ]);
    });
    const [delivered] = await deliveriesOf(owner, endpoint.id);
    expect(JSON.parse(delivered?.request ?? '{}').data.order).toMatchObject({
      id: order.id,
      status: 'delivered',
    });
  });

  it('retries a failing receiver with backoff on the jobs clock, then delivers', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner);
    answer = 500;
    await callWebhooks(app, 'sendTest', owner.headers, { id: endpoint.id });
    const first = await settled(owner, endpoint.id, 'retrying');
    expect(first).toMatchObject({ statuscode: 500, attempts: 1, response: 'answer 500' });
    expect(first.nextretryat).toBe(new Date(clock.getTime() + 60_000).toISOString());
    // Not due yet: nothing more is sent.
    await app.runDueJobs();
    expect(receivedFor(first.eventid)).toHaveLength(1);
    clock = new Date(clock.getTime() + 61_000);
    await app.runDueJobs();
    const second = await settled(owner, endpoint.id, 'retrying');
    expect(second).toMatchObject({ attempts: 2 });
    expect(second.nextretryat).toBe(new Date(clock.getTime() + 5 * 60_000).toISOString());
    answer = 200;
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    await app.runDueJobs();
    const third = await settled(owner, endpoint.id, 'delivered');
    expect(third).toMatchObject({ attempts: 3, statuscode: 200, nextretryat: null });
    // Every attempt of one delivery carries the same event id.
    expect(receivedFor(first.eventid)).toHaveLength(3);
    const { db } = await testDatabase();
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, first.id));
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 500, 500]);
  });

  it('replays a delivery now with the same event id; two replays at once send one', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner);
    await callWebhooks(app, 'sendTest', owner.headers, { id: endpoint.id });
    const delivered = await settled(owner, endpoint.id, 'delivered');
    const replays = await Promise.all([
      callWebhooks(app, 'replay', owner.headers, { id: endpoint.id, deliveryId: delivered.id }),
      callWebhooks(app, 'replay', owner.headers, { id: endpoint.id, deliveryId: delivered.id }),
    ]);
    expect(replays.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const again = await settled(owner, endpoint.id, 'delivered');
    expect(again).toMatchObject({ id: delivered.id, attempts: 2 });
    expect(receivedFor(delivered.eventid)).toHaveLength(2);
    const log = await auditOf(endpoint.id);
    expect(log.filter((entry) => entry.action === 'webhook.replayed')).toHaveLength(1);
  });

  it('a failed delivery replayed succeeds, and its old retry no longer sends', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner);
    answer = 503;
    await callWebhooks(app, 'sendTest', owner.headers, { id: endpoint.id });
    const failing = await settled(owner, endpoint.id, 'retrying');
    answer = 200;
    const replay = await callWebhooks(app, 'replay', owner.headers, {
      id: endpoint.id,
      deliveryId: failing.id,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    await settled(owner, endpoint.id, 'delivered');
    clock = new Date(clock.getTime() + 2 * 60_000);
    await app.runDueJobs();
    expect(receivedFor(failing.eventid)).toHaveLength(2);
    expect((await deliveriesOf(owner, endpoint.id))[0]).toMatchObject({ attempts: 2 });
  });

  it('an event in a transaction that rolls back writes and sends nothing', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner, ['order.paid']);
    const storeId = await storeOf(owner);
    const { db } = await testDatabase();
    const before = receiver.received.length;
    await expect(
      withTransaction(db, async (tx, afterCommit) => {
        await emitWebhookEvent({ tx, afterCommit }, storeId, 'order.paid', { order: { id: 'x' } });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await app.runDueJobs();
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toEqual([]);
    expect(receiver.received.length).toBe(before);
  });

  it('sends nothing to a disabled endpoint or one not subscribed to the event', async () => {
    const owner = await signUp(app);
    const endpoint = await endpointFor(owner, ['order.paid']);
    const off = await endpointFor(owner, ['order.created']);
    await callWebhooks(app, 'update', owner.headers, { id: off.id }, { enabled: false });
    const storeId = await storeOf(owner);
    const { db } = await testDatabase();
    await withTransaction(db, (tx, afterCommit) =>
      emitWebhookEvent({ tx, afterCommit }, storeId, 'order.created', { order: { id: 'y' } }),
    );
    expect(await deliveriesOf(owner, endpoint.id)).toEqual([]);
    expect(await deliveriesOf(owner, off.id)).toEqual([]);
  });
});
