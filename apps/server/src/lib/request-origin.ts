import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where the request being served came from: the account log records it with each change. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;
const origins = new AsyncLocalStorage<RequestOrigin>();

/** The origin of the request this code serves; undefined in the server's own work. */
export const currentRequestOrigin = (): RequestOrigin | undefined => origins.getStore();

/** Runs `work` as if serving a request from `origin` (tests, and the hook below). */
export const withRequestOrigin = <T>(origin: RequestOrigin, work: () => T): T =>
  origins.run(origin, work);

/**
 * Makes each request's origin current for its handler. After the body is read (preValidation):
 * a body arrives through stream events that would lose a context set any earlier.
 */
export function registerRequestOrigin(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    withRequestOrigin({ ip: request.ip, userAgent }, done);
  });
}
