import { returnEndpoints } from '@olivia/contracts/orders-endpoints';
import type { ReturnList, ReturnsQuery } from '@olivia/contracts/store-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** One page of the store's returns, newest first by default. */
export function getReturns(query: ReturnsQuery, signal?: AbortSignal): Promise<ReturnList> {
  return callEndpoint(returnEndpoints.list, { query, signal });
}

export const returnsQueryOptions = (query: ReturnsQuery) =>
  queryOptions({
    queryKey: returnKeys.list(query),
    queryFn: ({ signal }) => getReturns(query, signal),
    placeholderData: keepPreviousData,
  });

/** Newest first, shown on the Recorded column. */
const RETURNS_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /returned-items/all: page, size, sort, search and status in the URL. */
export function useReturns() {
  return useListResource(returnEndpoints.list, {
    queryOptions: returnsQueryOptions,
    defaults: RETURNS_DEFAULTS,
  });
}
