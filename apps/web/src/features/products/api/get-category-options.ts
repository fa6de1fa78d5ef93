import type { CategoriesQuery, CategoryList } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/catalog-keys';

/** The first 100 categories by name: what the filter and the product form offer. */
const OPTIONS_QUERY = { page: 0, size: 100, sort: 'name', order: 'asc' } satisfies CategoriesQuery;

export function getCategoryOptions(signal?: AbortSignal): Promise<CategoryList> {
  return callEndpoint(categoryEndpoints.list, { query: OPTIONS_QUERY, signal });
}

/** The store's categories as `{ value: id, label: name }`, for a select. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: categoryKeys.options(),
    queryFn: ({ signal }) => getCategoryOptions(signal),
    select: (list) =>
      list.content.map((category) => ({ value: category.id, label: category.name })),
  });
}
