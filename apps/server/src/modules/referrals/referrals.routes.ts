import type { FastifyInstance } from 'fastify';
import { referralEndpoints } from '@olivia/contracts/referral-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ReferralsService } from './referrals.service';

/** Referrals: any signed-in user of the store, main user or sub-user. */
export async function referralsRoutes(app: FastifyInstance, opts: { referrals: ReferralsService }) {
  route(app, referralEndpoints.list, (request) =>
    opts.referrals.list(sessionOf(request).storeId, request.query),
  );
  route(app, referralEndpoints.summary, (request) =>
    opts.referrals.summary(sessionOf(request).storeId),
  );
}
