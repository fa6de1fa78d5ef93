import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SignInRequestSchema,
  SignInResponseSchema,
  MessageResponseSchema,
} from '@olivia/contracts/auth';
import { apiPaths } from '@olivia/contracts/api-paths';
import { requireSession, sessionOf } from '../../plugins/auth';
import type { SessionsService } from './sessions.service';

export async function sessionsRoutes(app: FastifyInstance, opts: { sessions: SessionsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(apiPaths.signIn, {
    schema: { body: SignInRequestSchema, response: { 200: SignInResponseSchema } },
    handler: (request) =>
      opts.sessions.signIn(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  });

  await app.register(async (scope) => {
    requireSession(scope, opts.sessions);
    scope.withTypeProvider<ZodTypeProvider>().get(apiPaths.logout, {
      schema: { response: { 200: MessageResponseSchema } },
      handler: async (request) => {
        await opts.sessions.signOut(sessionOf(request));
        return { status: 200, message: 'Signed out' };
      },
    });
  });
}
