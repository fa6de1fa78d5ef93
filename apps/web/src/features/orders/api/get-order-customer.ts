import type { Order } from '@olivia/contracts/orders';
import type { Customer } from '@olivia/contracts/store-admin';
import { customerEndpoints } from '@olivia/contracts/orders-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export function getOrderCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return callEndpoint(customerEndpoints.get, { params: { id }, signal });
}

/**
 * The name of the customer the list is narrowed to, for its chip: from the orders on screen
 * when they show it (`rows`, once loaded), else asked of the server.
 */
export function useOrderCustomerName(id: string | undefined, rows: readonly Order[] | undefined) {
  const known = rows?.find((order) => order.customer.id === id)?.customer.name;
  const customer = useQuery({
    queryKey: orderKeys.customer(id ?? ''),
    queryFn: ({ signal }) => getOrderCustomer(id ?? '', signal),
    enabled: id !== undefined && rows !== undefined && known === undefined,
    staleTime: Infinity,
  });
  return known ?? customer.data?.name;
}
