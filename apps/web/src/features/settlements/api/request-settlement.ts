import type { SettlementRequest } from '@olivia/contracts/settlement';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settlementKeys } from './settlement-keys';

/**
 * A reference for one settlement attempt. Sent again with a retry, it makes the server answer the
 * first request's outcome instead of paying twice. getRandomValues, unlike randomUUID, also works
 * when the app is served over plain http.
 */
export function newSettlementRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `stl_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** docs/api.md `POST /uksettlement/settlement {pin, amount}`, with the attempt's `ref`. */
export function requestSettlement(body: SettlementRequest) {
  return callEndpoint(settlementEndpoints.settle, { body });
}

/**
 * Money left the wallet: every query (balance, transactions, history) is fetched afresh, in the
 * background, so the outcome shows at once.
 */
export function useRequestSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settlementKeys.settle(),
    mutationFn: requestSettlement,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
