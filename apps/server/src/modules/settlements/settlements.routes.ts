import type { FastifyInstance } from 'fastify';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { RequireRecentSecondFactor } from '../sessions/public';
import type { SettlementsService } from './settlements.service';

/** Both take a PIN: besides the PIN counter, a rate limit per route (as the PIN routes). */
const pinRateLimit = { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

export async function settlementsRoutes(
  app: FastifyInstance,
  opts: { settlements: SettlementsService; requireRecentSecondFactor: RequireRecentSecondFactor },
) {
  const { settlements } = opts;
  route(app, settlementEndpoints.account, (request) => settlements.account(sessionOf(request)));
  route(
    app,
    settlementEndpoints.saveAccount,
    (request) => settlements.saveAccount(sessionOf(request), request.body),
    { ...pinRateLimit, preHandler: opts.requireRecentSecondFactor },
  );
  route(app, settlementEndpoints.settlements, (request) =>
    settlements.settlements(sessionOf(request), request.body),
  );
  route(
    app,
    settlementEndpoints.settle,
    (request) => settlements.settle(sessionOf(request), request.body),
    pinRateLimit,
  );
}
