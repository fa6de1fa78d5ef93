import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { DashboardService } from './dashboard.service';

/** Each refresh sums 90 days of the store's movements: a person's pace, not a script's. */
const REFRESH_TIER_PER_MINUTE = 10;

/** docs/api.md POST /products/dashboard (the dashboard's figures) and the rank's refresh. */
export async function dashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  route(app, walletEndpoints.dashboard, (request) => opts.dashboard.figures(sessionOf(request)));
  route(
    app,
    walletEndpoints.refreshTier,
    (request) => opts.dashboard.refreshTier(sessionOf(request)),
    {
      config: { rateLimit: { max: REFRESH_TIER_PER_MINUTE, timeWindow: '1 minute' } },
    },
  );
}
