import type { ProductList, ProductsQuery } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';

/** One page of the store's products; archived ones only when `status: 'archived'` asks. */
export function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ProductList> {
  return callEndpoint(productEndpoints.list, { query, signal });
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /products/all: page, size, sort, order, search, status and category in the URL. */
export function useProducts() {
  return useListResource(productEndpoints.list, { queryOptions: productsQueryOptions });
}
