import type { BrandList, BrandsQuery } from '@olivia/contracts/brands';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import type { BulkProductStatusRequest } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import type { CategoriesQuery, CategoryList } from '@olivia/contracts/catalog';
import { categoryEndpoints, productEndpoints } from '@olivia/contracts/catalog-endpoints';
import type { ProductImportRequest } from '@olivia/contracts/product-import';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys, type ResourceArea } from '../../../lib/resource-keys';

/** A product's category and brand count it: any change of products moves their counts. */
const COUNTING: readonly ResourceArea[] = ['categories', 'brands'];

/**
 * The products of /products/all, from their contract: archived ones only when `status:
 * 'archived'` asks; `remove` archives (past orders keep the product); an update's `variants`
 * replace them all (those with an `id` are kept, the others added).
 */
export const productsApi = defineResourceApi('products', productEndpoints, {
  affects: { create: COUNTING, update: COUNTING, remove: COUNTING },
});

const keys = productsApi.keys;
const refresh = (client: ReturnType<typeof useQueryClient>, areas: readonly ResourceArea[]) =>
  Promise.all(areas.map((area) => client.invalidateQueries({ queryKey: resourceKeys(area).all })));

/** One status for the selected products (the list's bulk actions); others' ids are refused. */
export function useSetProductsStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('bulk-status'),
    mutationFn: (body: BulkProductStatusRequest) =>
      callEndpoint(bulkEndpoints.productStatus, { body }),
    onSuccess: () => refresh(client, ['products', ...COUNTING]),
  });
}

/**
 * Products from a CSV file, all or nothing (a wrong row answers 400 with `rows.<i>.<field>`):
 * new products and maybe new categories, so their lists, counts and the form's options.
 */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('import'),
    mutationFn: (body: ProductImportRequest) =>
      callEndpoint(productImportEndpoints.import, { body }),
    onSuccess: () => refresh(client, ['products', ...COUNTING]),
  });
}

/** The first 100 categories by name: what the filter and the product form offer. */
const CATEGORY_OPTIONS = {
  page: 0,
  size: 100,
  sort: 'name',
  order: 'asc',
} satisfies CategoriesQuery;

/** The store's categories as `{ value: id, label: name }`, for a select. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: resourceKeys('categories').extra('options'),
    queryFn: ({ signal }): Promise<CategoryList> =>
      callEndpoint(categoryEndpoints.list, { query: CATEGORY_OPTIONS, signal }),
    select: (list) =>
      list.content.map((category) => ({ value: category.id, label: category.name })),
  });
}

/**
 * The first 100 brands by name, as `{ value: id, label: name }`: the active ones are what the
 * product form offers; all of them (an inactive brand stays on its products) the list's filter.
 */
export function useBrandOptions(scope: 'active' | 'all') {
  return useQuery({
    queryKey: resourceKeys('brands').extra('options', scope),
    queryFn: ({ signal }): Promise<BrandList> => {
      const query: BrandsQuery = { page: 0, size: 100, sort: 'name', order: 'asc' };
      if (scope === 'active') query.status = 'active';
      return callEndpoint(brandEndpoints.list, { query, signal });
    },
    select: (list) => list.content.map((brand) => ({ value: brand.id, label: brand.name })),
  });
}
