import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import type { CreateApiKeyRequest, CreatedApiKey } from '@olivia/contracts/api-keys';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { uniqueAddress } from './factories';

type Headers = Record<string, string>;

/**
 * Settings › Developers › API keys through the API, as the main user calls it (each call from its
 * own address, so the create limit of one test never reaches another).
 */
export const keyCall = (
  app: FastifyInstance,
  endpoint: (typeof apiKeyEndpoints)[keyof typeof apiKeyEndpoints],
  headers: Headers,
  payload?: unknown,
  params?: { id: string },
) =>
  app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint as { prefix: typeof endpoint.prefix; path: string }, params),
    headers,
    remoteAddress: uniqueAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const newKey = (overrides: Partial<CreateApiKeyRequest> = {}): CreateApiKeyRequest => ({
  name: 'Warehouse sync',
  scopes: ['orders:read'],
  expiresindays: 90,
  ...overrides,
});

/** A new key of the owner's store: its listing and the key itself (shown this once). */
export async function createKey(
  app: FastifyInstance,
  headers: Headers,
  overrides: Partial<CreateApiKeyRequest> = {},
): Promise<CreatedApiKey> {
  const response = await keyCall(app, apiKeyEndpoints.create, headers, newKey(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiKey>();
}

/** The header an API client sends. */
export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
