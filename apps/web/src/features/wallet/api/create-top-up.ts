import { TopUpDetailsSchema, type TopUpDetails, type TopUpRequest } from '@olivia/contracts/top-up';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const CREATE_TOP_UP_PATH = '/agent/pbbt/pbbt';

/** SPEC §7: asks for the payment details (temporary account, fee, expiry) of a top-up. */
export function createTopUp(body: TopUpRequest): Promise<TopUpDetails> {
  return apiClient.post(CREATE_TOP_UP_PATH, body, { schema: TopUpDetailsSchema });
}

export function useCreateTopUp() {
  return useMutation({ mutationKey: queryKeys.wallet.createTopUp(), mutationFn: createTopUp });
}
