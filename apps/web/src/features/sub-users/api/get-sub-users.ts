import type { SubUserList, SubUsersQuery } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

/** One page of the store's sub-users (main user only). */
export function getSubUsers(query: SubUsersQuery, signal?: AbortSignal): Promise<SubUserList> {
  return callEndpoint(subUserEndpoints.list, { query, signal });
}

export const subUsersQueryOptions = (query: SubUsersQuery) =>
  queryOptions({
    queryKey: subUserKeys.list(query),
    queryFn: ({ signal }) => getSubUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /sub-users/all: page, size, sort, order, search and status in the URL. */
export function useSubUsers() {
  return useListResource(subUserEndpoints.list, { queryOptions: subUsersQueryOptions });
}
