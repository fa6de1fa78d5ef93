import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DashboardRequestSchema,
  DashboardResponseSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from '@olivia/contracts/wallet';
import { requireSession, sessionOf, type Authenticator } from '../../plugins/auth';
import type { WalletService } from './wallet.service';

/** SPEC §7 POST /products/dashboard (the wallet part; the dashboard issue adds the rest). */
export async function dashboardRoutes(
  app: FastifyInstance,
  opts: { wallet: WalletService; sessions: Authenticator },
) {
  requireSession(app, opts.sessions);
  app.withTypeProvider<ZodTypeProvider>().post('/products/dashboard', {
    schema: { body: DashboardRequestSchema, response: { 200: DashboardResponseSchema } },
    handler: (request) => opts.wallet.dashboardWallet(sessionOf(request)),
  });
}

/** The reports API (prefix /api): read-only listings. */
export async function reportsRoutes(
  app: FastifyInstance,
  opts: { wallet: WalletService; sessions: Authenticator },
) {
  requireSession(app, opts.sessions);
  app.withTypeProvider<ZodTypeProvider>().get('/reports/transactions', {
    schema: { querystring: TransactionsQuerySchema, response: { 200: TransactionsPageSchema } },
    handler: (request) => opts.wallet.transactions(sessionOf(request), request.query),
  });
}
