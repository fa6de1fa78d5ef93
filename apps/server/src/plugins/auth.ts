import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAIN_USER } from '@olivia/contracts/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { Session, SessionsService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Makes every route registered inside `scope` a signed-in route: the `token` and `systemid`
 * headers must name a live session of that store (DESIGN.md §4).
 */
export function requireSession(scope: FastifyInstance, sessions: SessionsService): void {
  scope.addHook('onRequest', async (request) => {
    request.session = await sessions.authenticate(
      header(request, 'token'),
      header(request, 'systemid'),
    );
  });
}

/** The caller's session; only for handlers inside a `requireSession` scope. */
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
