import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** The store's custom domains that still answer (not expired), by name. */
export async function getAdvertDomains(signal?: AbortSignal): Promise<string[]> {
  const page = await callEndpoint(domainEndpoints.list, {
    query: { page: 0, size: 50 },
    signal,
  });
  return page.content.filter((domain) => domain.status !== 'expired').map((d) => d.domain);
}

export const advertDomainsQueryOptions = () =>
  queryOptions({
    queryKey: advertKeys.domains(),
    queryFn: ({ signal }) => getAdvertDomains(signal),
    retry: false,
  });

/**
 * The addresses a campaign may point at besides the storefront's: the custom domains. The form
 * works without them (none bought, or the list did not load).
 */
export function useAdvertDomains(): string[] {
  return useQuery(advertDomainsQueryOptions()).data ?? [];
}
