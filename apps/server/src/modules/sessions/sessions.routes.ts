import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { SessionsService } from './sessions.service';

export async function sessionsRoutes(app: FastifyInstance, opts: { sessions: SessionsService }) {
  route(app, authEndpoints.signIn, (request) =>
    opts.sessions.signIn(request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );

  route(app, authEndpoints.logout, async (request) => {
    await opts.sessions.signOut(sessionOf(request));
    return { status: 200, message: 'Signed out' };
  });
}
