import type { DomainSearchResponse } from '@olivia/contracts/domains';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { domainKeys } from './domain-keys';

export function searchDomains(name: string, signal?: AbortSignal): Promise<DomainSearchResponse> {
  return callEndpoint(domainEndpoints.search, { query: { name }, signal });
}

/** The registrar's offers for `name` (none asked while it is empty); a minute fresh. */
export function useDomainSearch(name: string) {
  return useQuery(
    queryOptions({
      queryKey: domainKeys.search(name),
      queryFn: ({ signal }) => searchDomains(name, signal),
      enabled: name !== '',
      staleTime: 60_000,
      retry: false,
    }),
  );
}
