import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint, PathParams } from '@olivia/contracts/endpoint';
import { authenticate, authenticateSessionOrKey, mainUserOnly } from './auth';

type Output<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** A request to `E`, its body, query string and path parameters typed by E's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Body: Output<E['body'], unknown>;
  Querystring: Output<E['query'], unknown>;
  Params: Output<E['params'], PathParams<E['path']>>;
}>;

/** Answers `E`: returns what E's response schema serialises (E's status is set for it). */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/** What a route may add to its definition: a rate limit, a body limit, more preHandlers. */
export type RouteExtras = Pick<RouteOptions, 'config' | 'bodyLimit'> & {
  preHandler?: preHandlerHookHandler;
};

/**
 * How the OpenAPI document says who may call (ADR 0041): the session's two headers, and for an
 * endpoint with a scope, an API key holding it (`x-api-key-scope` names it too, for tools that
 * read no scopes on a bearer scheme).
 */
export const OPENAPI_SECURITY_SCHEMES = {
  sessionToken: { type: 'apiKey', in: 'header', name: 'token' },
  systemId: { type: 'apiKey', in: 'header', name: 'systemid' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An API key (`olv_…`) made in Settings › Developers; it may call only the endpoints whose scope it holds (each operation's `x-api-key-scope`).",
  },
} as const;

function openApiSecurity(endpoint: AnyEndpoint) {
  if (endpoint.auth === 'public') return {};
  const session = { sessionToken: [], systemId: [] };
  if (!endpoint.scope) return { security: [session] };
  return {
    security: [session, { apiKey: [endpoint.scope] }],
    'x-api-key-scope': endpoint.scope,
  };
}

/**
 * Registers `endpoint` (from `@olivia/contracts/*-endpoints`) on `scope`: method, path, request
 * and response schemas (so validation, serialisation and OpenAPI), the sign-in check its `auth`
 * asks for, and its success status. `scope` must be registered under the endpoint's prefix.
 */
export function route<E extends AnyEndpoint>(
  scope: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const name = `${endpoint.method} ${endpoint.prefix}${endpoint.path}`;
  if (scope.prefix !== endpoint.prefix) {
    throw new Error(`${name} must be registered under ${endpoint.prefix}, not '${scope.prefix}'`);
  }
  const preHandler = [
    ...(endpoint.auth === 'mainUser' ? [mainUserOnly] : []),
    ...(extras.preHandler ? [extras.preHandler] : []),
  ];
  scope.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A file is read by the handler as a stream under its own cap, so no schema validates it;
      // the OpenAPI document says what the request carries.
      ...(endpoint.multipart
        ? {
            consumes: ['multipart/form-data'],
            description: `multipart/form-data: the file in the form field '${endpoint.multipart.field}'`,
          }
        : {}),
      response: { [endpoint.status]: endpoint.response },
      ...openApiSecurity(endpoint),
    },
    // A fresh array per route: the rate-limit plugin adds its hook to a limited route's array,
    // and a shared one would carry that limit to every signed-in route.
    // An endpoint with a scope also takes an API key holding it (ADR 0041).
    ...(endpoint.auth === 'public'
      ? {}
      : {
          onRequest: [endpoint.scope ? authenticateSessionOrKey(endpoint.scope) : authenticate],
        }),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (endpoint.status !== 200) reply.code(endpoint.status);
      return answer;
    },
  });
}
