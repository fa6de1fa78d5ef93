import type { Traffic } from '@olivia/contracts/store-admin';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** docs/api.md GET products/website/hits: the storefront's visits over four windows. */
export function getWebsiteTraffic(signal?: AbortSignal): Promise<Traffic> {
  return callEndpoint(storeSetupEndpoints.traffic, { signal });
}

export const websiteTrafficQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.traffic(),
    queryFn: ({ signal }) => getWebsiteTraffic(signal),
  });

export function useWebsiteTraffic() {
  return useQuery(websiteTrafficQueryOptions());
}
