import type { TopUpList, TopUpsQuery } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** The top-ups still awaiting the merchant's money, the one running out soonest first. */
export const PENDING_TOP_UPS_QUERY = {
  state: 'open',
  sort: 'expiresat',
  order: 'asc',
  size: 20,
} as const satisfies TopUpsQuery;

/** How often the list is refreshed while shown: a payment or the expiry may take one off. */
const REFRESH_MS = 60_000;

export function getTopUps(query: TopUpsQuery): Promise<TopUpList> {
  return callEndpoint(topUpEndpoints.list, { query });
}

export const pendingTopUpsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.topUpList(PENDING_TOP_UPS_QUERY),
    queryFn: () => getTopUps(PENDING_TOP_UPS_QUERY),
    refetchInterval: REFRESH_MS,
  });

/** The store's pending top-ups, so one is never lost when its dialog closes. */
export function usePendingTopUps({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingTopUpsQueryOptions(), enabled });
}
