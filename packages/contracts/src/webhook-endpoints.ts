import { MessageResponseSchema } from './auth';
import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  UpdateWebhookEndpointRequestSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointRequestSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookIdParamsSchema,
} from './webhooks';

const main = apiPrefixes.main;

/** Webhooks (issue 29, ADR 0044): the main user only. */
export const webhookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/webhooks',
    auth: 'mainUser',
    response: WebhookEndpointListSchema,
  }),
  /** Answers the endpoint with its secret, shown this once. */
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/webhooks',
    auth: 'mainUser',
    body: WebhookEndpointRequestSchema,
    response: WebhookEndpointWithSecretSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/webhooks/:id',
    auth: 'mainUser',
    params: WebhookIdParamsSchema,
    body: UpdateWebhookEndpointRequestSchema,
    response: WebhookEndpointSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    prefix: main,
    path: '/webhooks/:id',
    auth: 'mainUser',
    params: WebhookIdParamsSchema,
    response: MessageResponseSchema,
  }),
  /** A new secret, shown this once; the old one stops signing at once. */
  rollSecret: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/webhooks/:id/roll-secret',
    auth: 'mainUser',
    params: WebhookIdParamsSchema,
    response: WebhookEndpointWithSecretSchema,
  }),
  /** Sends a `webhook.test` event to this endpoint now. */
  sendTest: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/webhooks/:id/test',
    auth: 'mainUser',
    params: WebhookIdParamsSchema,
    response: WebhookDeliverySchema,
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/webhooks/:id/deliveries',
    auth: 'mainUser',
    params: WebhookIdParamsSchema,
    query: WebhookDeliveriesQuerySchema,
    response: WebhookDeliveryListSchema,
  }),
  /** One more attempt of the delivery, now, with the same event id. */
  replay: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/webhooks/:id/deliveries/:deliveryId/replay',
    auth: 'mainUser',
    params: WebhookDeliveryParamsSchema,
    response: WebhookDeliverySchema,
  }),
};
