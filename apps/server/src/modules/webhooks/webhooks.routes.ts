import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '@olivia/contracts/webhook-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { WebhooksService } from './webhooks.service';

/** Webhooks (ADR 0044): the main user only; the session is the actor. */
export async function webhooksRoutes(app: FastifyInstance, opts: { webhooks: WebhooksService }) {
  const { webhooks } = opts;
  route(app, webhookEndpoints.list, (request) => webhooks.list(sessionOf(request).storeId));
  route(app, webhookEndpoints.create, (request) =>
    webhooks.create(sessionOf(request), request.body),
  );
  route(app, webhookEndpoints.update, (request) =>
    webhooks.update(sessionOf(request), request.params.id, request.body),
  );
  route(app, webhookEndpoints.remove, async (request) => {
    await webhooks.remove(sessionOf(request), request.params.id);
    return { status: 200, message: 'Webhook endpoint removed' };
  });
  route(app, webhookEndpoints.rollSecret, (request) =>
    webhooks.rollSecret(sessionOf(request), request.params.id),
  );
  route(app, webhookEndpoints.sendTest, (request) =>
    webhooks.sendTest(sessionOf(request), request.params.id),
  );
  route(app, webhookEndpoints.deliveries, (request) =>
    webhooks.deliveries(sessionOf(request).storeId, request.params.id, request.query.limit),
  );
  route(app, webhookEndpoints.replay, (request) =>
    webhooks.replay(sessionOf(request), request.params.id, request.params.deliveryId),
  );
}
