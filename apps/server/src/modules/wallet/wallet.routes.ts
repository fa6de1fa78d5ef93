import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { WalletService } from './wallet.service';

/** SPEC §7 POST /products/dashboard: the wallet, the catalogue's figures and the newest orders. */
export async function dashboardRoutes(app: FastifyInstance, opts: { wallet: WalletService }) {
  route(app, walletEndpoints.dashboard, (request) =>
    opts.wallet.dashboardWallet(sessionOf(request)),
  );
}

/** The reports API (prefix /api): read-only listings. */
export async function reportsRoutes(app: FastifyInstance, opts: { wallet: WalletService }) {
  route(app, walletEndpoints.transactions, (request) =>
    opts.wallet.transactions(sessionOf(request), request.query),
  );
  route(app, walletEndpoints.transaction, (request) =>
    opts.wallet.transaction(sessionOf(request), request.params.id),
  );
}
