import type { CategoriesQuery, CategoryList } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/catalog-keys';

/** One page of the store's categories, each with its count of products. */
export function getCategories(query: CategoriesQuery, signal?: AbortSignal): Promise<CategoryList> {
  return callEndpoint(categoryEndpoints.list, { query, signal });
}

export const categoriesQueryOptions = (query: CategoriesQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => getCategories(query, signal),
    placeholderData: keepPreviousData,
  });

/** The list of /category/all: page, size, sort, order and search in the URL. */
export function useCategories() {
  return useListResource(categoryEndpoints.list, { queryOptions: categoriesQueryOptions });
}
