import { serverErrors } from '@olivia/contracts/messages';
import type { SubUser, SubUserList } from '@olivia/contracts/sub-users';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getSubUsers } from './get-sub-users';
import { subUserKeys } from './sub-user-keys';

/** The largest page the list serves. */
const PAGE_SIZE = 100;

/**
 * The sub-user with `id`, read from the list (the contracts have no GET /sub-users/:id): page
 * after page until it turns up, 404 when it does not.
 */
export async function findSubUser(id: string, signal?: AbortSignal): Promise<SubUser> {
  for (let page = 0; ; page += 1) {
    const { content, total } = await getSubUsers({ page, size: PAGE_SIZE }, signal);
    const found = content.find((subUser) => subUser.id === id);
    if (found) return found;
    if (content.length < PAGE_SIZE || (page + 1) * PAGE_SIZE >= total) {
      throw new ApiError(404, serverErrors.notFound);
    }
  }
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
    queryFn: ({ signal }) => findSubUser(id, signal),
    initialData: () => cached(queryClient, id)?.data,
    initialDataUpdatedAt: () => cached(queryClient, id)?.updatedAt,
  });
}
