import type { RefreshTierResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

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
    mutationKey: dashboardKeys.refreshTier(),
    mutationFn: refreshTier,
    onSuccess: () =>
      Promise.all([
        onRefreshed(),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.traffic() }),
      ]),
  });
}
