import type { BrandList, BrandsQuery } from '@olivia/contracts/brands';
import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys } from '../../../lib/catalog-keys';

/**
 * The first 100 brands by name: the active ones are what the product form offers; all of them
 * (an inactive brand stays on its products) are what the list's filter offers.
 */
export function getBrandOptions(scope: 'active' | 'all', signal?: AbortSignal): Promise<BrandList> {
  const query: BrandsQuery = { page: 0, size: 100, sort: 'name', order: 'asc' };
  if (scope === 'active') query.status = 'active';
  return callEndpoint(brandEndpoints.list, { query, signal });
}

/** The store's brands as `{ value: id, label: name }`, for a select. */
export function useBrandOptions(scope: 'active' | 'all') {
  return useQuery({
    queryKey: brandKeys.options(scope),
    queryFn: ({ signal }) => getBrandOptions(scope, signal),
    select: (list) => list.content.map((brand) => ({ value: brand.id, label: brand.name })),
  });
}
