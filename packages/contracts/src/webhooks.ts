import { z } from 'zod';
import { messages } from './messages';
import { text } from './text';
import { webhookMessages } from './webhook-messages';

/**
 * Webhooks (issue 29, ADR 0044): the main user's endpoints, each subscribed to some of the
 * store's events, and each delivery's log. A delivery is POSTed as JSON `{id, type, created,
 * data}` and signed with the endpoint's secret (`Olivia-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`).
 */

/** The events an endpoint may subscribe to, grouped as the form shows them. */
export const WEBHOOK_EVENT_GROUPS = {
  orders: ['order.created', 'order.paid', 'order.shipped', 'order.delivered'],
  payments: ['payment.succeeded', 'payment.failed', 'refund.created'],
  transfers: ['transfer.succeeded', 'transfer.failed', 'transfer.reversed'],
  chat: ['chat.message'],
} as const;
export const WEBHOOK_EVENT_TYPES = Object.values(WEBHOOK_EVENT_GROUPS).flat() as [
  WebhookEventType,
  ...WebhookEventType[],
];
export type WebhookEventType =
  (typeof WEBHOOK_EVENT_GROUPS)[keyof typeof WEBHOOK_EVENT_GROUPS][number];
/** The event "Send test event" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The header carrying the signature, and the one carrying the delivery's id. */
export const WEBHOOK_SIGNATURE_HEADER = 'Olivia-Signature';
export const WEBHOOK_DELIVERY_HEADER = 'Olivia-Delivery';

export const WebhookIdParamsSchema = z.object({ id: z.uuid() });
export const WebhookDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdat: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.object({ content: z.array(WebhookEndpointSchema) });

/** Created, or its secret rolled: the secret, shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

/** The address as the form checks it; the server also refuses private targets (ADR 0044). */
export const webhookUrl = text()
  .trim()
  .min(1, messages.required)
  .max(2000, webhookMessages.webhookUrlInvalid)
  .refine((value) => URL.canParse(value), webhookMessages.webhookUrlInvalid)
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  }, webhookMessages.webhookUrlInvalid)
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, webhookMessages.webhookUrlUserinfo);

const webhookFields = {
  url: webhookUrl,
  description: text().trim().max(200, messages.descriptionTooLong),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, webhookMessages.webhookEventsRequired)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean(),
};
export const WebhookEndpointRequestSchema = z.object({
  ...webhookFields,
  description: webhookFields.description.default(''),
  enabled: webhookFields.enabled.default(true),
});
export type WebhookEndpointRequest = z.input<typeof WebhookEndpointRequestSchema>;
export const UpdateWebhookEndpointRequestSchema = z
  .object(webhookFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: messages.required });
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequestSchema>;

/**
 * pending: waiting for its first attempt (or a replay); retrying: an attempt failed and another
 * is due at `nextretryat`; delivered: a 2xx answered; failed: every attempt failed.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventid: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The last attempt's HTTP status, or null when none answered (refused, timed out). */
  statuscode: z.number().nullable(),
  attempts: z.number(),
  durationms: z.number().nullable(),
  nextretryat: z.string().nullable(),
  /** The start of the last attempt's answer, or why it failed. */
  response: z.string(),
  /** The JSON body sent, exactly. */
  request: z.string(),
  createdat: z.string(),
  lastattemptat: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const WebhookDeliveryListSchema = z.object({ content: z.array(WebhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
