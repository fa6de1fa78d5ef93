import {
  BuyDomainRequestSchema,
  DomainListSchema,
  DomainManagerSchema,
  DomainParamsSchema,
  DomainPaymentListSchema,
  DomainPaymentsQuerySchema,
  DomainSearchQuerySchema,
  DomainSearchResponseSchema,
  DomainsQuerySchema,
  RenewDomainRequestSchema,
} from './domains';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

/**
 * Custom domains (/domain/all, /domain/buy, /domain/payment-history/{domain}): every user of the
 * store sees them; only the main user searches, buys and renews (money leaves the wallet).
 */
export const domainEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/domains',
    auth: 'session',
    query: DomainsQuerySchema,
    response: DomainListSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/domains/search',
    auth: 'mainUser',
    query: DomainSearchQuerySchema,
    response: DomainSearchResponseSchema,
  }),
  /** A year (or more) paid from the wallet; 201 with the domain. */
  buy: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/domains',
    auth: 'mainUser',
    body: BuyDomainRequestSchema,
    response: DomainManagerSchema,
    status: 201,
  }),
  /** Renew or extend: the years are added to the expiry (or to today, once it has passed). */
  renew: defineEndpoint({
    method: 'POST',
    prefix: main,
    path: '/domains/:domain/renew',
    auth: 'mainUser',
    params: DomainParamsSchema,
    body: RenewDomainRequestSchema,
    response: DomainManagerSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/domains/:domain',
    auth: 'session',
    params: DomainParamsSchema,
    response: DomainManagerSchema,
  }),
  payments: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/domains/:domain/payments',
    auth: 'session',
    params: DomainParamsSchema,
    query: DomainPaymentsQuerySchema,
    response: DomainPaymentListSchema,
  }),
};
