import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
} from '@olivia/contracts/auth';
import { apiPaths } from '@olivia/contracts/api-paths';
import { messages } from '@olivia/contracts/messages';
import { mainUserOnly, requireSession, sessionOf } from '../../plugins/auth';
import type { SessionsService } from '../sessions/sessions.service';
import type { AccountsService } from './accounts.service';

export async function accountsRoutes(
  app: FastifyInstance,
  opts: { accounts: AccountsService; sessions: SessionsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(apiPaths.signUp, {
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    schema: { body: SignUpRequestSchema, response: { 200: SignInResponseSchema } },
    handler: (request) =>
      opts.accounts.signUp(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  });

  await app.register(async (scope) => {
    requireSession(scope, opts.sessions);
    scope.withTypeProvider<ZodTypeProvider>().get(apiPaths.deleteAccount, {
      preHandler: mainUserOnly,
      schema: { response: { 200: MessageResponseSchema } },
      handler: async (request) => {
        await opts.accounts.deleteAccount(sessionOf(request));
        return { status: 200, message: messages.accountDeletionSuccessful };
      },
    });
  });
}
