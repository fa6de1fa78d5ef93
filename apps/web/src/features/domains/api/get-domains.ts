import type { DomainList, DomainsQuery } from '@olivia/contracts/domains';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { domainKeys } from './domain-keys';

export function getDomains(query: DomainsQuery, signal?: AbortSignal): Promise<DomainList> {
  return callEndpoint(domainEndpoints.list, { query, signal });
}

export const domainsQueryOptions = (query: DomainsQuery) =>
  queryOptions({
    queryKey: domainKeys.list(query),
    queryFn: ({ signal }) => getDomains(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /domain/all: soonest expiry first unless the URL says otherwise. */
export function useDomains() {
  return useListResource(domainEndpoints.list, { queryOptions: domainsQueryOptions });
}
