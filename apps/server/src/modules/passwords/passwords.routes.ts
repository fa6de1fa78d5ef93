import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { PasswordsService } from './passwords.service';

const ok = (message: string) => ({ status: 200, message });
const recoveryLimit = { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } };

export async function passwordsRoutes(app: FastifyInstance, opts: { passwords: PasswordsService }) {
  route(
    app,
    authEndpoints.recoverPassword,
    async (request) => {
      opts.passwords.recover(request.body.email);
      return ok('If an account uses this e-mail, a reset link is on its way.');
    },
    recoveryLimit,
  );

  route(
    app,
    authEndpoints.checkResetLink,
    async (request) => {
      await opts.passwords.checkLink(request.query.token);
      return ok('This reset link can be used');
    },
    // The token is 256 random bits, so this limit is about load, not guessing.
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
  );

  route(
    app,
    authEndpoints.resetPassword,
    async (request) => {
      await opts.passwords.reset(request.body);
      return ok('Password reset successful');
    },
    recoveryLimit,
  );

  route(app, authEndpoints.changePassword, async (request) => {
    await opts.passwords.change(sessionOf(request), request.body);
    return ok('Password reset successful');
  });
}
