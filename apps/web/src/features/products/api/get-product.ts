import type { Product } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedListItem } from '../../../components/resource/list-cache';
import { callEndpoint } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return callEndpoint(productEndpoints.get, { params: { id }, signal });
}

/** One product for its edit drawer: at once from the list on screen, else from the server. */
export function useProduct(id: string) {
  const queryClient = useQueryClient();
  const cached = () => cachedListItem<Product>(queryClient, productKeys.lists(), id);
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.updatedAt,
  });
}
