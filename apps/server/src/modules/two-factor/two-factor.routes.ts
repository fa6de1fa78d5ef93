import type { FastifyInstance } from 'fastify';
import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { TwoFactorService } from './two-factor.service';

/** Codes and the password are guessable: a rate limit per route besides the attempt limiter. */
const codeRateLimit = { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

export async function twoFactorRoutes(app: FastifyInstance, opts: { twoFactor: TwoFactorService }) {
  const { twoFactor } = opts;
  route(app, securityEndpoints.twoFactor, (request) => twoFactor.status(sessionOf(request)));
  route(app, securityEndpoints.startSetup, (request) =>
    twoFactor.startSetupFor(sessionOf(request)),
  );
  route(
    app,
    securityEndpoints.confirmSetup,
    async (request) => ({
      recoverycodes: await twoFactor.confirmSetupFor(sessionOf(request), request.body.code),
    }),
    codeRateLimit,
  );
  route(
    app,
    securityEndpoints.disable,
    async (request) => {
      await twoFactor.disable(sessionOf(request), request.body);
      return { status: 200, message: 'Two-step sign-in turned off' };
    },
    codeRateLimit,
  );
  route(
    app,
    securityEndpoints.newRecoveryCodes,
    async (request) => ({
      recoverycodes: await twoFactor.newRecoveryCodes(sessionOf(request), request.body.code),
    }),
    codeRateLimit,
  );
  route(app, securityEndpoints.requirement, (request) =>
    twoFactor.setRequirement(sessionOf(request), request.body.required),
  );
}
