import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyMessages } from '@olivia/contracts/api-key-messages';
import type { ApiKeyScope } from '@olivia/contracts/api-keys';
import type { Currency } from '@olivia/contracts/currencies';
import { MAIN_USER, type UserType } from '@olivia/contracts/roles';
import { forbidden, unauthorized } from '../lib/errors';

/** What a signed-in request knows about its caller. */
export interface Session {
  id: string;
  userId: string;
  storeId: string;
  systemId: string;
  userType: UserType;
  currency: Currency;
  /**
   * Read with the session in its one lookup, so a screen that shows them (the dashboard) asks
   * nothing more: the store's name and logo, the user's balance permission and password age.
   * (The rank is computed by the dashboard's own statement, as of now: ADR 0019.)
   */
  storeName: string;
  logoUrl: string;
  viewBalance: boolean;
  passwordChangedAt: Date;
  /**
   * Set when an API key made the request (ADR 0041): the key's id. Such a "session" is the key's
   * store acting as the main user who made the key, on an endpoint whose scope the key holds.
   */
  apiKeyId?: string;
}

export interface Authenticator {
  authenticate(token: string | undefined, systemId: string | undefined): Promise<Session>;
}

/** Checks an API key for an endpoint's scope (modules/api-keys, ADR 0041). */
export type KeyAuthenticator = (key: string, scope: ApiKeyScope) => Promise<Session>;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Checks the session of signed-in endpoints (`registerAuthenticator`). */
    authenticator: Authenticator;
    /** Checks the API key of endpoints that accept one (`registerAuthenticator`). */
    keyAuthenticator: KeyAuthenticator;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The key of `Authorization: Bearer <key>`, if the request carries one. */
function bearerKey(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

/**
 * The onRequest hook of every signed-in endpoint (`plugins/endpoint.ts` adds it): the `token`
 * and `systemid` headers must name a live session of that store
 * (docs/engineering.md#api-conventions). An API key alone is refused here with 403: only
 * endpoints with a scope take one (`authenticateSessionOrKey`).
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (header(request, 'token') === undefined && bearerKey(request) !== undefined) {
    throw forbidden(apiKeyMessages.apiKeyNotAccepted);
  }
  request.session = await request.server.authenticator.authenticate(
    header(request, 'token'),
    header(request, 'systemid'),
  );
}

/**
 * The onRequest hook of an endpoint with an API key scope (ADR 0041): a session as everywhere
 * when the request has one (`token`), otherwise `Authorization: Bearer <key>`, which must be a
 * live key of the store holding `scope` (401 for a wrong, revoked or expired key, 403 without
 * the scope).
 */
export function authenticateSessionOrKey(scope: ApiKeyScope) {
  return async function authenticateWithScope(request: FastifyRequest): Promise<void> {
    const key = header(request, 'token') === undefined ? bearerKey(request) : undefined;
    if (key === undefined) return authenticate(request);
    request.session = await request.server.keyAuthenticator(key, scope);
  };
}

/** The caller's session; only for handlers of signed-in endpoints. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** A preHandler for calls only the store's main user (OLIVIA_USER) may make. */
export async function mainUserOnly(request: FastifyRequest): Promise<void> {
  if (sessionOf(request).userType !== MAIN_USER) throw forbidden();
}

export function registerSessionSlot(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** What checks the session of every signed-in endpoint. */
export function registerAuthenticator(
  app: FastifyInstance,
  authenticator: Authenticator,
  keyAuthenticator: KeyAuthenticator = () =>
    Promise.reject(unauthorized(apiKeyMessages.apiKeyInvalid)),
): void {
  app.decorate('authenticator', authenticator);
  app.decorate('keyAuthenticator', keyAuthenticator);
}
