import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { resourceKeys } from '../../lib/resource-keys';

/** How many matches a RecordSearch offers at once. */
const SEARCH_SIZE = 8;

/**
 * The store's customers whose name, e-mail or phone has `q`, for a RecordSearch (who an invoice
 * or an order is for).
 */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: resourceKeys('customers').extra('search', q),
    queryFn: ({ signal }) =>
      callEndpoint(customerEndpoints.list, {
        query: { q, page: 0, size: SEARCH_SIZE, sort: 'name', order: 'asc' },
        signal,
      }),
    enabled: q.length > 0,
    select: (list) => list.content,
  });
}

/**
 * The store's products named like `q`, for a RecordSearch: any status (an invoice line takes a
 * name and a price), or `onSale` only (an order or a payment link sells them).
 */
function useProducts(q: string, onSale: boolean) {
  return useQuery({
    queryKey: resourceKeys('products').extra(onSale ? 'search-on-sale' : 'search', q),
    queryFn: ({ signal }) =>
      callEndpoint(productEndpoints.list, {
        query: {
          q,
          ...(onSale ? { status: 'active' as const } : {}),
          page: 0,
          size: SEARCH_SIZE,
          sort: 'name',
          order: 'asc',
        },
        signal,
      }),
    enabled: q.length > 0,
    select: (list) => list.content,
  });
}

export const useProductSearch = (q: string) => useProducts(q, false);
export const useProductOnSaleSearch = (q: string) => useProducts(q, true);
