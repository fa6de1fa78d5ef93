import type { Category } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedListItem } from '../../../components/resource/list-cache';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/catalog-keys';

export function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return callEndpoint(categoryEndpoints.get, { params: { id }, signal });
}

/** One category for its edit drawer: at once from the list on screen, else from the server. */
export function useCategory(id: string) {
  const queryClient = useQueryClient();
  const cached = () => cachedListItem<Category>(queryClient, categoryKeys.lists(), id);
  return useQuery({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.updatedAt,
  });
}
