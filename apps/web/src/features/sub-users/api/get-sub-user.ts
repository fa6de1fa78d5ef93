import type { SubUser } from '@olivia/contracts/sub-users';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedListItem } from '../../../components/resource/list-cache';
import { callEndpoint } from '../../../lib/api-client';
import { subUserKeys } from './sub-user-keys';

export function getSubUser(id: string, signal?: AbortSignal): Promise<SubUser> {
  return callEndpoint(subUserEndpoints.get, { params: { id }, signal });
}

/** One sub-user for its edit drawer: at once from the list on screen, else from the server. */
export function useSubUser(id: string) {
  const queryClient = useQueryClient();
  const cached = () => cachedListItem<SubUser>(queryClient, subUserKeys.lists(), id);
  return useQuery({
    queryKey: subUserKeys.detail(id),
    queryFn: ({ signal }) => getSubUser(id, signal),
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.updatedAt,
  });
}
