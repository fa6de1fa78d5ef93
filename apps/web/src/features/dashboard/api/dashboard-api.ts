import type { Traffic } from '@olivia/contracts/store-setup';
import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import type { RefreshTierResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

// The dashboard's own keys: its figures come with the wallet's call.
const dashboardKeys = resourceKeys('dashboard');
const trafficKey = dashboardKeys.extra('traffic');

/** docs/api.md GET products/website/hits: the storefront's visits over four windows. */
export function getWebsiteTraffic(signal?: AbortSignal): Promise<Traffic> {
  return callEndpoint(storeSetupEndpoints.traffic, { signal });
}

export const websiteTrafficQueryOptions = () =>
  queryOptions({ queryKey: trafficKey, queryFn: ({ signal }) => getWebsiteTraffic(signal) });

export function useWebsiteTraffic() {
  return useQuery(websiteTrafficQueryOptions());
}

/** docs/api.md GET /loan/refresh/batch: recomputes the store's rank. */
export function refreshTier(): Promise<RefreshTierResponse> {
  return callEndpoint(walletEndpoints.refreshTier, {});
}

/**
 * The refresh-tier button: then the dashboard (through `onRefreshed`, the app's) and the traffic
 * load again (docs/api.md).
 */
export function useRefreshTier(onRefreshed: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dashboardKeys.mutation('refresh-tier'),
    mutationFn: refreshTier,
    onSuccess: () =>
      Promise.all([onRefreshed(), queryClient.invalidateQueries({ queryKey: trafficKey })]),
  });
}
