import type { Customer } from '@olivia/contracts/store-admin';
import { customerEndpoints } from '@olivia/contracts/orders-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedListItem } from '../../../components/resource/list-cache';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return callEndpoint(customerEndpoints.get, { params: { id }, signal });
}

/** One customer for the drawer: at once from the list on screen, else from the server. */
export function useCustomer(id: string) {
  const queryClient = useQueryClient();
  const cached = () => cachedListItem<Customer>(queryClient, customerKeys.lists(), id);
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    initialData: () => cached()?.data,
    initialDataUpdatedAt: () => cached()?.updatedAt,
  });
}
