import type { FastifyInstance } from 'fastify';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { SuccessRateService } from './success-rate.service';

/** The success rate: every signed-in user of an NGN store. */
export async function successRateRoutes(
  app: FastifyInstance,
  opts: { successRate: SuccessRateService },
) {
  route(app, successRateEndpoints.get, (r) => opts.successRate.get(sessionOf(r), r.query));
}
