import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { webhookMessages } from '@olivia/contracts/webhook-messages';
import {
  WEBHOOK_TEST_EVENT,
  type UpdateWebhookEndpointRequestSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointRequestSchema,
} from '@olivia/contracts/webhooks';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { DataKeys } from '../../lib/data-keys';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import { checkTarget, TargetRefused, type TargetPolicy } from './target-guard';
import type { WebhookJobs } from './webhook-jobs';
import {
  claimReplay,
  deleteEndpoint,
  endpointDeliveries,
  findStoreDelivery,
  findStoreEndpoint,
  insertEndpoint,
  storeEndpoints,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.repository';

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  createdat: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventid: row.eventId,
  event: row.eventType,
  status: row.status as WebhookDelivery['status'],
  statuscode: row.lastStatusCode,
  attempts: row.attempts,
  durationms: row.lastDurationMs,
  nextretryat: row.nextRetryAt?.toISOString() ?? null,
  response: row.lastResponse,
  request: row.body,
  createdat: row.createdAt.toISOString(),
  lastattemptat: row.lastAttemptAt?.toISOString() ?? null,
});

/** A signing secret: 32 random bytes, shown once. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The main user's webhook endpoints (ADR 0044): each change in one unit of work with its
 * account-log row (`webhook.created/updated/removed/secret_rolled/tested/replayed`); the secret
 * is sealed with the data key, answered only on create and roll, never logged or audited. An
 * address is checked as it is saved (400) and again at every send.
 */
export function createWebhooksService(deps: {
  db: Database;
  dataKeys: DataKeys;
  policy: TargetPolicy;
  outbox: WebhookJobs;
}) {
  const { db, dataKeys, policy, outbox } = deps;
  const endpoints = createResourceWriter(db, {
    entity: 'webhook',
    find: (tx, storeId, id) => findStoreEndpoint(tx, storeId, id, true),
    id: (row) => row.id,
    snapshot: toEndpoint,
  });

  async function checkedUrl(url: string): Promise<string> {
    try {
      return (await checkTarget(url, policy)).toString();
    } catch (error) {
      if (error instanceof TargetRefused) throw badRequest(error.message, { url: [error.message] });
      throw error;
    }
  }

  const audit = (
    actor: Actor,
    tx: Executor,
    verb: string,
    endpointId: string,
    changes: Record<string, unknown>,
  ) =>
    insertAuditEntry(tx, {
      storeId: actor.storeId,
      actorUserId: actor.userId,
      action: `webhook.${verb}`,
      entityType: 'webhook',
      entityId: endpointId,
      changes,
    });

  async function ownEndpoint(storeId: string, id: string) {
    const row = await findStoreEndpoint(db, storeId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: async (storeId: string) => ({
      content: (await storeEndpoints(db, storeId)).map(toEndpoint),
    }),

    async create(actor: Actor, body: z.output<typeof WebhookEndpointRequestSchema>) {
      const url = await checkedUrl(body.url);
      const secret = newSecret();
      const row = await endpoints.create(actor, 'created', ({ tx }) =>
        insertEndpoint(tx, {
          storeId: actor.storeId,
          url,
          description: body.description,
          events: body.events,
          enabled: body.enabled,
          secretSealed: dataKeys.seal(secret),
        }),
      );
      return { ...toEndpoint(row), secret };
    },

    async update(
      actor: Actor,
      id: string,
      body: z.output<typeof UpdateWebhookEndpointRequestSchema>,
    ) {
      const url = body.url === undefined ? undefined : await checkedUrl(body.url);
      const row = await endpoints.update(actor, id, async ({ tx }) => ({
        row: await updateEndpoint(tx, id, { ...body, ...(url === undefined ? {} : { url }) }),
        verb: 'updated',
      }));
      return toEndpoint(row);
    },

    remove: (actor: Actor, id: string) =>
      endpoints.remove(actor, 'removed', id, ({ tx }) => deleteEndpoint(tx, id).then(() => {})),

    async rollSecret(actor: Actor, id: string) {
      const secret = newSecret();
      const row = await withTransaction(db, async (tx) => {
        if (!(await findStoreEndpoint(tx, actor.storeId, id, true))) throw notFound();
        const updated = await updateEndpoint(tx, id, { secretSealed: dataKeys.seal(secret) });
        await audit(actor, tx, 'secret_rolled', id, {});
        return updated;
      });
      return { ...toEndpoint(row), secret };
    },

    async sendTest(actor: Actor, id: string) {
      const [delivery] = await withTransaction(db, async (tx, afterCommit) => {
        const endpoint = await findStoreEndpoint(tx, actor.storeId, id, true);
        if (!endpoint) throw notFound();
        await audit(actor, tx, 'tested', id, {});
        return outbox.emit(
          { tx, afterCommit },
          actor.storeId,
          WEBHOOK_TEST_EVENT,
          { message: 'A test event from Olivia', endpoint: endpoint.id },
          { endpointId: endpoint.id },
        );
      });
      if (!delivery) throw new Error('test delivery not written');
      return toDelivery(delivery);
    },

    async deliveries(storeId: string, id: string, limit: number) {
      const endpoint = await ownEndpoint(storeId, id);
      return { content: (await endpointDeliveries(db, endpoint.id, limit)).map(toDelivery) };
    },

    /** One more attempt now, same event id; 409 while the delivery is still pending. */
    async replay(actor: Actor, id: string, deliveryId: string) {
      const row = await withTransaction(db, async (tx, afterCommit) => {
        const claimed = await claimReplay(tx, actor.storeId, id, deliveryId);
        if (!claimed) {
          if (!(await findStoreDelivery(tx, actor.storeId, id, deliveryId))) throw notFound();
          throw conflict(webhookMessages.webhookReplayUnderWay);
        }
        await outbox.enqueue({ tx, afterCommit }, claimed, 'replay');
        await audit(actor, tx, 'replayed', id, {
          delivery: claimed.id,
          event: claimed.eventId,
        });
        return claimed;
      });
      return toDelivery(row);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
