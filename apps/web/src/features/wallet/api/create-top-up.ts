import type { TopUpDetails, TopUpRequest } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** SPEC §7: asks for the payment details (temporary account, fee, expiry) of a top-up. */
export function createTopUp(body: TopUpRequest): Promise<TopUpDetails> {
  return callEndpoint(topUpEndpoints.create, { body });
}

export function useCreateTopUp() {
  return useMutation({ mutationKey: walletKeys.createTopUp(), mutationFn: createTopUp });
}
