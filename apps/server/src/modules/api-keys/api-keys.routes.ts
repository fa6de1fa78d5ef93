import type { FastifyInstance } from 'fastify';
import { apiKeyEndpoints } from '@olivia/contracts/api-key-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { RequireRecentSecondFactor } from '../sessions/public';
import type { ApiKeysService } from './api-keys.service';

/** A store makes a handful of keys; a flood of creates is a script, not a person. */
const createRateLimit = { config: { rateLimit: { max: 30, timeWindow: '1 hour' } } };

/**
 * Settings › Developers › API keys (ADR 0041), for the main user (the contracts say `mainUser`);
 * creating a key asks a recent code of a user with two-step sign-in (ADR 0040: step-up).
 */
export async function apiKeysRoutes(
  app: FastifyInstance,
  opts: { apiKeys: ApiKeysService; requireRecentSecondFactor: RequireRecentSecondFactor },
) {
  const { apiKeys } = opts;
  route(app, apiKeyEndpoints.list, (request) => apiKeys.list(sessionOf(request)));
  route(
    app,
    apiKeyEndpoints.create,
    (request) => apiKeys.create(sessionOf(request), request.body),
    {
      ...createRateLimit,
      preHandler: opts.requireRecentSecondFactor,
    },
  );
  route(app, apiKeyEndpoints.revoke, (request) =>
    apiKeys.revoke(sessionOf(request), request.params.id),
  );
}
