import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  DashboardRequestSchema,
  DashboardResponseSchema,
  TransactionDetailSchema,
  TransactionIdParamsSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from './wallet';

/** The dashboard's wallet part and the wallet's transactions (reports API). */
export const walletEndpoints = {
  /** SPEC §7 (the wallet part; the dashboard issue adds the rest). */
  dashboard: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/products/dashboard',
    auth: 'session',
    body: DashboardRequestSchema,
    response: DashboardResponseSchema,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.reports,
    path: '/reports/transactions',
    auth: 'session',
    query: TransactionsQuerySchema,
    response: TransactionsPageSchema,
  }),
  /** One transaction of the store, in full (its detail and receipt). */
  transaction: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.reports,
    path: '/reports/transactions/:id',
    auth: 'session',
    params: TransactionIdParamsSchema,
    response: TransactionDetailSchema,
  }),
};
