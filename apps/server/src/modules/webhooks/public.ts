/**
 * What other modules may use of webhooks (ADR 0041): the event emitter, called in the unit of
 * work where an event happens.
 */
export { emitWebhookEvent } from './emit-webhook-event';
