import {
  ApiKeyParamsSchema,
  ApiKeySchema,
  ApiKeysResponseSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
} from './api-keys';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * The store's API keys (ADR 0041), for its main user only and never callable with a key (none of
 * these has a `scope`). Creating one asks a recent code of the authenticator app of a user with
 * two-step sign-in (ADR 0040: step-up).
 */
export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/developers/api-keys',
    auth: 'mainUser',
    response: ApiKeysResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/developers/api-keys',
    auth: 'mainUser',
    body: CreateApiKeyRequestSchema,
    response: CreatedApiKeySchema,
    status: 201,
  }),
  /** Revoking is idempotent: a key already revoked answers as it is. */
  revoke: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/developers/api-keys/:id/revoke',
    auth: 'mainUser',
    params: ApiKeyParamsSchema,
    response: ApiKeySchema,
  }),
} as const;
