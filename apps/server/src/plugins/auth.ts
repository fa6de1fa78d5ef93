import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

export interface Authenticator {
  authenticate(token: string | undefined, systemId: string | undefined): Promise<Session>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Checks the session of signed-in endpoints (`registerAuthenticator`). */
    authenticator: Authenticator;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The onRequest hook of every signed-in endpoint (`plugins/endpoint.ts` adds it): the `token`
 * and `systemid` headers must name a live session of that store
 * (docs/engineering.md#api-conventions).
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.session = await request.server.authenticator.authenticate(
    header(request, 'token'),
    header(request, 'systemid'),
  );
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
export function registerAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorate('authenticator', authenticator);
}
