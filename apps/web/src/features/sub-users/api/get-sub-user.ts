import type { SubUser, SubUserList } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

export function getSubUser(id: string, signal?: AbortSignal): Promise<SubUser> {
  return callEndpoint(subUserEndpoints.get, { params: { id }, signal });
}

/** The sub-user as a list page already fetched has it, and when that page was fetched. */
function cached(queryClient: QueryClient, id: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: subUserKeys.lists() })) {
    const found = (query.state.data as SubUserList | undefined)?.content.find((s) => s.id === id);
    if (found) return { data: found, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** One sub-user for its edit drawer: at once from the list on screen, else from the server. */
export function useSubUser(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: subUserKeys.detail(id),
    queryFn: ({ signal }) => getSubUser(id, signal),
    initialData: () => cached(queryClient, id)?.data,
    initialDataUpdatedAt: () => cached(queryClient, id)?.updatedAt,
  });
}
