import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** docs/api.md: the channels (banks) a top-up can be paid through, for the store's currency. */
export function getTopUpBanks() {
  return callEndpoint(topUpEndpoints.supportedBanks);
}

export const topUpBanksQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.topUpBanks(),
    queryFn: getTopUpBanks,
    staleTime: 5 * 60_000,
  });

export function useTopUpBanks() {
  return useQuery(topUpBanksQueryOptions());
}
