import { isDateRangeOrdered, type FlowsQuery } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The store's wallet transactions (reports API), /transactions/all. A From date after the To
 * date is not asked for: the server would refuse it, and the filter already says why.
 */
export const transactionsApi = defineResourceApi(
  'transactions',
  { list: walletEndpoints.transactions },
  { listEnabled: (query) => isDateRangeOrdered(query.from, query.to) },
);

/**
 * One transaction in full (fee, references, counterparty, timeline): always from the server, as
 * a list row lacks most of it.
 */
export function useTransaction(id: string) {
  return useQuery({
    queryKey: transactionsApi.keys.detail(id),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.transaction, { params: { id }, signal }),
  });
}

/** The flows chart's days; a backwards range is not asked for (the date filter says why). */
export function useFlows(query: FlowsQuery) {
  return useQuery({
    queryKey: transactionsApi.keys.extra('flows', query),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.flows, { query, signal }),
    enabled: isDateRangeOrdered(query.from, query.to),
    placeholderData: keepPreviousData,
  });
}
