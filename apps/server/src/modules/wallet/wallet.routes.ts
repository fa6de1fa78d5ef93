import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { WalletService } from './wallet.service';

/** Each refresh sums 90 days of the store's movements: a person's pace, not a script's. */
const REFRESH_TIER_PER_MINUTE = 10;

/** SPEC §7 POST /products/dashboard (the dashboard's figures) and the rank's refresh. */
export async function dashboardRoutes(app: FastifyInstance, opts: { wallet: WalletService }) {
  route(app, walletEndpoints.dashboard, (request) =>
    opts.wallet.dashboardWallet(sessionOf(request)),
  );
  route(
    app,
    walletEndpoints.refreshTier,
    (request) => opts.wallet.refreshTier(sessionOf(request)),
    {
      config: { rateLimit: { max: REFRESH_TIER_PER_MINUTE, timeWindow: '1 minute' } },
    },
  );
}

/** The reports API (prefix /api): read-only listings. */
export async function reportsRoutes(app: FastifyInstance, opts: { wallet: WalletService }) {
  route(app, walletEndpoints.transactions, (request) =>
    opts.wallet.transactions(sessionOf(request), request.query),
  );
  route(app, walletEndpoints.flows, (request) =>
    opts.wallet.flows(sessionOf(request), request.query),
  );
  route(app, walletEndpoints.transaction, (request) =>
    opts.wallet.transaction(sessionOf(request), request.params.id),
  );
}
