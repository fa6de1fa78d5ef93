import type { SettlementAccountResponse } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settlementKeys } from './settlement-keys';

/** docs/api.md `GET /uksettlement/account`: the store's settlement account, or null before set-up. */
export function getSettlementAccount(): Promise<SettlementAccountResponse> {
  return callEndpoint(settlementEndpoints.account);
}

export const settlementAccountQueryOptions = () =>
  queryOptions({ queryKey: settlementKeys.account(), queryFn: getSettlementAccount });

export function useSettlementAccount() {
  return useQuery(settlementAccountQueryOptions());
}
