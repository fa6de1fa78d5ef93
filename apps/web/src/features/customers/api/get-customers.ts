import type { CustomerList, CustomersQuery } from '@olivia/contracts/store-admin';
import { customerEndpoints } from '@olivia/contracts/orders-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** One page of the store's customers. */
export function getCustomers(query: CustomersQuery, signal?: AbortSignal): Promise<CustomerList> {
  return callEndpoint(customerEndpoints.list, { query, signal });
}

export const customersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

/** Those who ordered last come first unless the URL says otherwise. */
const CUSTOMER_DEFAULTS = { sort: 'lastorderat', order: 'desc' } as const;

/** The list of /customers/all: page, size, sort, order and search in the URL. */
export function useCustomers() {
  return useListResource(customerEndpoints.list, {
    queryOptions: customersQueryOptions,
    defaults: CUSTOMER_DEFAULTS,
  });
}
