import type { TopUpDetails, TopUpRequest } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** docs/api.md: asks for the payment details (temporary account, fee, expiry) of a top-up. */
export function createTopUp(body: TopUpRequest): Promise<TopUpDetails> {
  return callEndpoint(topUpEndpoints.create, { body });
}

/** A new top-up joins the pending list at once, so it is found again if the dialog closes. */
export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: walletKeys.createTopUp(),
    mutationFn: createTopUp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.topUps() });
    },
  });
}
