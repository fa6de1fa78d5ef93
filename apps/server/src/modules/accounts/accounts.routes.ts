import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { messages } from '@olivia/contracts/messages';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { AccountsService } from './accounts.service';

export async function accountsRoutes(app: FastifyInstance, opts: { accounts: AccountsService }) {
  route(
    app,
    authEndpoints.signUp,
    (request) =>
      opts.accounts.signUp(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  route(app, authEndpoints.deleteAccount, async (request) => {
    await opts.accounts.deleteAccount(sessionOf(request), request.body.password);
    return { status: 200, message: messages.accountDeletionSuccessful };
  });
}
