import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { endpointUrl, type AnyEndpoint } from '@olivia/contracts/endpoint';

/** Whoever calls: a signed-in user's headers. */
type Caller = { headers: Record<string, string> };

const urlOf = (endpoint: AnyEndpoint, params: Record<string, string> = {}) =>
  endpointUrl(endpoint as { prefix: AnyEndpoint['prefix']; path: string }, params);

/** Creates a record through an area's `create` endpoint; answers it (the call must be a 201). */
export async function createVia<Row>(
  app: FastifyInstance,
  create: AnyEndpoint,
  caller: Caller,
  payload: unknown,
): Promise<Row> {
  const response = await app.inject({
    method: create.method,
    url: urlOf(create),
    headers: caller.headers,
    payload: payload as InjectOptions['payload'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** One page of an area's `list` at `query` (a query string with its `?`); must answer 200. */
export async function listVia<Row>(
  app: FastifyInstance,
  list: AnyEndpoint,
  caller: Caller,
  query = '',
) {
  const response = await app.inject({ url: `${urlOf(list)}${query}`, headers: caller.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Row[]; total: number }>();
}

/** The call of an area's `update` on record `id`, as it answered. */
export function updateVia(
  app: FastifyInstance,
  update: AnyEndpoint,
  caller: Caller,
  id: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: update.method,
    url: urlOf(update, { id }),
    headers: caller.headers,
    payload,
  });
}
