import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** SPEC §7: the channels (banks) a top-up can be paid through, for the store's currency. */
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
