import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  TopUpBanksSchema,
  TopUpCancelRequestSchema,
  TopUpDetailsSchema,
  TopUpListSchema,
  TopUpRequestSchema,
  TopUpStatusRequestSchema,
  TopUpStatusResponseSchema,
  TopUpsQuerySchema,
  WebhookAckSchema,
} from './top-up';

const main = apiPrefixes.main;

/** docs/api.md: wallet top-up by bank transfer ("pbbt"), and the provider's payment webhooks. */
export const topUpEndpoints = {
  supportedBanks: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/agent/pbbt/supported-bank',
    auth: 'session',
    response: TopUpBanksSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/pbbt/pbbt',
    auth: 'session',
    body: TopUpRequestSchema,
    response: TopUpDetailsSchema,
  }),
  status: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/pbbt/status',
    auth: 'session',
    body: TopUpStatusRequestSchema,
    response: TopUpStatusResponseSchema,
  }),
  /** The store's top-ups with their status; `state=open` lists the ones still awaiting money. */
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/agent/pbbt/top-ups',
    auth: 'session',
    query: TopUpsQuerySchema,
    response: TopUpListSchema,
  }),
  /** Stops a top-up awaiting money; money still sent to its account is credited (ADR 0004). */
  cancel: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/agent/pbbt/cancel',
    auth: 'session',
    body: TopUpCancelRequestSchema,
    response: TopUpStatusResponseSchema,
  }),
  /**
   * A provider's signed event. No body schema: the body is the provider's own JSON, kept as raw
   * text because its signature is checked over the exact bytes.
   */
  webhook: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/webhooks/:provider',
    auth: 'public',
    response: WebhookAckSchema,
  }),
};
