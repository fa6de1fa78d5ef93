import type { DomainPaymentsQuery, DomainsQuery } from '@olivia/contracts/domains';

/** The domains feature's query and mutation keys: every one starts with 'domains'. */
export const domainKeys = {
  all: ['domains'] as const,
  lists: () => [...domainKeys.all, 'list'] as const,
  list: (query: DomainsQuery) => [...domainKeys.lists(), query] as const,
  search: (name: string) => [...domainKeys.all, 'search', name] as const,
  payments: (domain: string, query: DomainPaymentsQuery) =>
    [...domainKeys.all, 'payments', domain, query] as const,
  buy: () => [...domainKeys.all, 'buy'] as const,
  renew: () => [...domainKeys.all, 'renew'] as const,
};
