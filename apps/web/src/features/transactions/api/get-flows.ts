import { isDateRangeOrdered, type FlowsQuery, type FlowsResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

export function getFlows(query: FlowsQuery, signal?: AbortSignal): Promise<FlowsResponse> {
  return callEndpoint(walletEndpoints.flows, { query, signal });
}

/** The flows chart's days; a backwards range is not asked for (the date filter says why). */
export function useFlows(query: FlowsQuery) {
  return useQuery({
    queryKey: transactionKeys.flows(query),
    queryFn: ({ signal }) => getFlows(query, signal),
    enabled: isDateRangeOrdered(query.from, query.to),
    placeholderData: keepPreviousData,
  });
}
