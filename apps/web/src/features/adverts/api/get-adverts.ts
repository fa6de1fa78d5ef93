import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { AdvertList, AdvertsQuery } from '@olivia/contracts/adverts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { advertKeys } from './advert-keys';

/** One page of the store's advert campaigns, newest first by default. */
export function getAdverts(query: AdvertsQuery, signal?: AbortSignal): Promise<AdvertList> {
  return callEndpoint(advertEndpoints.list, { query, signal });
}

export const advertsQueryOptions = (query: AdvertsQuery) =>
  queryOptions({
    queryKey: advertKeys.list(query),
    queryFn: ({ signal }) => getAdverts(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /adverts/all: page, size, sort, search and status in the URL. */
export function useAdverts() {
  return useListResource(advertEndpoints.list, { queryOptions: advertsQueryOptions });
}
