import { apiPrefixes, defineEndpoint } from './endpoint';
import {
  DashboardRequestSchema,
  DashboardResponseSchema,
  FlowsQuerySchema,
  FlowsResponseSchema,
  RefreshTierResponseSchema,
  TransactionDetailSchema,
  TransactionIdParamsSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from './wallet';

/** The dashboard's wallet part and the wallet's transactions (reports API). */
export const walletEndpoints = {
  /** docs/api.md: the dashboard's figures (wallet, catalogue, the last 24 hours, newest orders). */
  dashboard: defineEndpoint({
    method: 'POST',
    prefix: apiPrefixes.main,
    path: '/products/dashboard',
    auth: 'session',
    body: DashboardRequestSchema,
    response: DashboardResponseSchema,
  }),
  /** docs/api.md GET /loan/refresh/batch: recomputes the store's rank (ADR 0019). */
  refreshTier: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.main,
    path: '/loan/refresh/batch',
    auth: 'session',
    response: RefreshTierResponseSchema,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.reports,
    path: '/reports/transactions',
    auth: 'session',
    scope: 'transactions:read',
    query: TransactionsQuerySchema,
    response: TransactionsPageSchema,
  }),
  /** Money in and out per day over a range, and over the period before it (the flows chart). */
  flows: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.reports,
    path: '/reports/flows',
    auth: 'session',
    query: FlowsQuerySchema,
    response: FlowsResponseSchema,
  }),
  /** One transaction of the store, in full (its detail and receipt). */
  transaction: defineEndpoint({
    method: 'GET',
    prefix: apiPrefixes.reports,
    path: '/reports/transactions/:id',
    auth: 'session',
    scope: 'transactions:read',
    params: TransactionIdParamsSchema,
    response: TransactionDetailSchema,
  }),
};
