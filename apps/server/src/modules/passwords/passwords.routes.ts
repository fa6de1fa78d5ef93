import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequestSchema,
  MessageResponseSchema,
  RecoverPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '@olivia/contracts/auth';
import { apiPaths } from '@olivia/contracts/api-paths';
import { requireSession, sessionOf } from '../../plugins/auth';
import type { SessionsService } from '../sessions/sessions.service';
import type { PasswordsService } from './passwords.service';

const ok = (message: string) => ({ status: 200, message });
const recoveryLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };

export async function passwordsRoutes(
  app: FastifyInstance,
  opts: { passwords: PasswordsService; sessions: SessionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: MessageResponseSchema };

  api.post(apiPaths.recoverPassword, {
    config: recoveryLimit,
    schema: { body: RecoverPasswordRequestSchema, response },
    handler: async (request) => {
      opts.passwords.recover(request.body.email);
      return ok('If an account uses this e-mail, a reset link is on its way.');
    },
  });

  api.post(apiPaths.resetPassword, {
    config: recoveryLimit,
    schema: { body: ResetPasswordRequestSchema, response },
    handler: async (request) => {
      await opts.passwords.reset(request.body);
      return ok('Password reset successful');
    },
  });

  await app.register(async (scope) => {
    requireSession(scope, opts.sessions);
    scope.withTypeProvider<ZodTypeProvider>().put(apiPaths.changePassword, {
      schema: { body: ChangePasswordRequestSchema, response },
      handler: async (request) => {
        await opts.passwords.change(sessionOf(request), request.body);
        return ok('Password reset successful');
      },
    });
  });
}
