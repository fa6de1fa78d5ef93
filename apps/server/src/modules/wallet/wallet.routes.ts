import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { WalletService } from './wallet.service';

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
