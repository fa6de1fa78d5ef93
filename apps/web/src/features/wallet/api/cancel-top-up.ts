import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** Cancels a top-up; money still sent to its account is credited all the same (ADR 0004). */
export function cancelTopUp(reference: string): Promise<TopUpStatusResponse> {
  return callEndpoint(topUpEndpoints.cancel, { body: { reference } });
}

export function useCancelTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: walletKeys.cancelTopUp(),
    mutationFn: cancelTopUp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.topUps() });
    },
  });
}
