import { TopUpBanksSchema } from '@olivia/contracts/top-up';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const TOP_UP_BANKS_PATH = '/agent/pbbt/supported-bank';

export type TopUpBanks = z.infer<typeof TopUpBanksSchema>;

/** SPEC §7: the channels (banks) a top-up can be paid through, for the store's currency. */
export function getTopUpBanks(): Promise<TopUpBanks> {
  return apiClient.get(TOP_UP_BANKS_PATH, { schema: TopUpBanksSchema });
}

export function useTopUpBanks() {
  return useQuery({
    queryKey: queryKeys.wallet.topUpBanks(),
    queryFn: getTopUpBanks,
    staleTime: 5 * 60_000,
  });
}
