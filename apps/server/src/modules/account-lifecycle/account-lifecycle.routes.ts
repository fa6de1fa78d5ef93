import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { messages } from '@olivia/contracts/messages';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AccountLifecycle } from './account-lifecycle.service';

export async function accountLifecycleRoutes(
  app: FastifyInstance,
  opts: { lifecycle: AccountLifecycle },
) {
  route(
    app,
    authEndpoints.signUp,
    (request) =>
      opts.lifecycle.signUp(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  route(app, authEndpoints.deleteAccount, async (request) => {
    await opts.lifecycle.deleteAccount(sessionOf(request), request.body.password);
    return { status: 200, message: messages.accountDeletionSuccessful };
  });
}
