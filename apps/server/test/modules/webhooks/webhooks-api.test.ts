import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '@olivia/contracts/messages';
import { webhookMessages } from '@olivia/contracts/webhook-messages';
import {
  webhookDeliveries,
  webhookEndpoints as endpointsTable,
} from '../../../src/db/schema/webhooks';
import { storeOf } from '../../helpers/orders';
import { signUp } from '../../helpers/factories';
import { auditOf, staffHeaders } from '../../helpers/sub-users';
import { buildTestApp, testDatabase } from '../../helpers/test-app';
import { callWebhooks, endpointBody } from './webhooks-helpers';

// The guard as in production: no private targets, https only.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' }, { jobs: { pollMs: 0 } });
});
afterAll(() => app.close());

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describe('webhook endpoints (ADR 0044)', () => {
  it('creates, lists, updates, rolls the secret of and removes an endpoint, each in the log', async () => {
    const owner = await signUp(app);
    const created = await callWebhooks(app, 'create', owner.headers, {}, endpointBody());
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({
      url: 'https://93.184.215.14/olivia/webhooks',
      description: 'Our order system',
      events: ['order.created', 'order.paid'],
      enabled: true,
    });
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{40,}$/);

    const list = await callWebhooks(app, 'list', owner.headers);
    expect(list.json().content).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(list.body).not.toContain(endpoint.secret);
    const { db } = await testDatabase();
    const [row] = await db.select().from(endpointsTable).where(eq(endpointsTable.id, endpoint.id));
    expect(row?.secretSealed).not.toContain(endpoint.secret);

    const updated = await callWebhooks(
      app,
      'update',
      owner.headers,
      { id: endpoint.id },
      {
        events: ['chat.message'],
        enabled: false,
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ events: ['chat.message'], enabled: false });

    const rolled = await callWebhooks(app, 'rollSecret', owner.headers, { id: endpoint.id });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().secret).toMatch(/^whsec_/);
    expect(rolled.json().secret).not.toBe(endpoint.secret);

    const removed = await callWebhooks(app, 'remove', owner.headers, { id: endpoint.id });
    expect(removed.statusCode).toBe(200);
    expect((await callWebhooks(app, 'list', owner.headers)).json().content).toEqual([]);

    const log = await auditOf(endpoint.id);
    expect(log.map((entry) => entry.action)).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.secret_rolled',
      'webhook.removed',
    ]);
    const logged = JSON.stringify(log);
    expect(logged).not.toContain(endpoint.secret);
    expect(logged).not.toContain(rolled.json().secret);
  });

  it.each([
    ['http://93.184.215.14/hook', webhookMessages.webhookUrlNotHttps],
    ['https://127.0.0.1/hook', webhookMessages.webhookUrlPrivate],
    ['https://10.0.0.8/hook', webhookMessages.webhookUrlPrivate],
    ['https://192.168.1.20/hook', webhookMessages.webhookUrlPrivate],
    ['https://169.254.169.254/latest/meta-data', webhookMessages.webhookUrlPrivate],
    ['https://100.64.1.1/hook', webhookMessages.webhookUrlPrivate],
    ['https://[::1]/hook', webhookMessages.webhookUrlPrivate],
    ['https://[fd00::1]/hook', webhookMessages.webhookUrlPrivate],
    ['https://[::ffff:127.0.0.1]/hook', webhookMessages.webhookUrlPrivate],
    ['https://[64:ff9b::a00:1]/hook', webhookMessages.webhookUrlPrivate],
    ['https://localhost/hook', webhookMessages.webhookUrlPrivate],
    ['https://user:secret@93.184.215.14/hook', webhookMessages.webhookUrlUserinfo],
  ])('refuses %s with a clear 400', async (url, message) => {
    const owner = await signUp(app);
    const response = await callWebhooks(app, 'create', owner.headers, {}, endpointBody({ url }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.url).toEqual([message]);
  });

  it('refuses a private address on update too, and no events or an unknown one', async () => {
    const owner = await signUp(app);
    const { id } = (await callWebhooks(app, 'create', owner.headers, {}, endpointBody())).json();
    const moved = await callWebhooks(
      app,
      'update',
      owner.headers,
      { id },
      {
        url: 'https://172.16.0.1/hook',
      },
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details.url).toEqual([webhookMessages.webhookUrlPrivate]);
    const none = await callWebhooks(app, 'create', owner.headers, {}, endpointBody({ events: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().details.events).toEqual([webhookMessages.webhookEventsRequired]);
    const unknown = await callWebhooks(
      app,
      'create',
      owner.headers,
      {},
      {
        ...endpointBody(),
        events: ['wallet.emptied'],
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect((await callWebhooks(app, 'list', owner.headers)).json().content).toHaveLength(1);
  });

  const recordCalls = (headers: Record<string, string>, id: string, deliveryId = OTHER_ID) => [
    callWebhooks(app, 'update', headers, { id }, { enabled: false }),
    callWebhooks(app, 'remove', headers, { id }),
    callWebhooks(app, 'rollSecret', headers, { id }),
    callWebhooks(app, 'sendTest', headers, { id }),
    callWebhooks(app, 'deliveries', headers, { id }),
    callWebhooks(app, 'replay', headers, { id, deliveryId }),
  ];

  it("answers 404 for another store's endpoint or delivery, and changes nothing", async () => {
    const [owner, rival] = [await signUp(app), await signUp(app)];
    const theirs = (await callWebhooks(app, 'create', rival.headers, {}, endpointBody())).json();
    // Their delivery, written as an event would (no job: nothing is sent from this suite).
    const [tested] = await (
      await testDatabase()
    ).db
      .insert(webhookDeliveries)
      .values({
        storeId: await storeOf(rival),
        endpointId: theirs.id,
        eventId: 'evt_theirs',
        eventType: 'order.created',
        body: '{}',
        status: 'failed',
      })
      .returning();
    const mine = (await callWebhooks(app, 'create', owner.headers, {}, endpointBody())).json();
    for (const id of [theirs.id, OTHER_ID]) {
      for (const response of await Promise.all(recordCalls(owner.headers, id, tested?.id))) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: serverErrors.notFound });
      }
    }
    // Their delivery under my endpoint is not mine either.
    const replay = await callWebhooks(app, 'replay', owner.headers, {
      id: mine.id,
      deliveryId: tested?.id ?? '',
    });
    expect(replay.statusCode).toBe(404);
    const theirList = (await callWebhooks(app, 'list', rival.headers)).json().content;
    expect(theirList).toEqual([expect.objectContaining({ id: theirs.id, enabled: true })]);
  });

  it('refuses a sub-user (403) and a caller without a session (401)', async () => {
    const owner = await signUp(app);
    const { id } = (await callWebhooks(app, 'create', owner.headers, {}, endpointBody())).json();
    const staff = await staffHeaders(app, owner);
    const asStaff = [
      callWebhooks(app, 'list', staff),
      callWebhooks(app, 'create', staff, {}, endpointBody()),
      ...recordCalls(staff, id),
    ];
    for (const response of await Promise.all(asStaff)) expect(response.statusCode).toBe(403);
    const signedOut = [callWebhooks(app, 'list', {}), ...recordCalls({}, id)];
    for (const response of await Promise.all(signedOut)) expect(response.statusCode).toBe(401);
    expect((await callWebhooks(app, 'list', owner.headers)).json().content).toHaveLength(1);
  });
});
