/**
 * What other modules may use of webhooks (ADR 0044): the event emitter, called in the unit of
 * work where an event happens, and the payloads of the events it carries.
 */
export { emitWebhookEvent, type WebhookData } from './emit-webhook-event';
export { orderData, payoutData } from './webhook-payloads';
