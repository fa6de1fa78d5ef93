import type { FlowsQuery } from '@olivia/contracts/wallet';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('success-rate');

/**
 * The success rate of a period (whole UTC days) beside the period before it; `query` is undefined
 * while the chosen dates cannot be asked for (the picker says why). NGN stores only: others get 403.
 */
export function useSuccessRate(query: FlowsQuery | undefined) {
  return useQuery({
    queryKey: keys.extra('period', query),
    queryFn: ({ signal }) =>
      callEndpoint(successRateEndpoints.get, { query: query as FlowsQuery, signal }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
