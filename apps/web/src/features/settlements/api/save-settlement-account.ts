import type { SettlementAccountRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settlementKeys } from './settlement-keys';

/** docs/api.md `POST /uksettlement/create`: the account's fields and the PIN that allows the save. */
export function saveSettlementAccount(body: SettlementAccountRequest) {
  return callEndpoint(settlementEndpoints.saveAccount, { body });
}

/**
 * Saves the account. The save settles once the account is read afresh (with a new link to its
 * ID image), so the view it returns to shows what was saved.
 */
export function useSaveSettlementAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settlementKeys.saveAccount(),
    mutationFn: saveSettlementAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.account() }),
  });
}
