import { StorefrontSlugParamsSchema, type StorefrontStore } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/** What the storefront shows of a store (name, logo, currency, categories); 404 when none. */
export function getStorefrontStore(slug: string, signal?: AbortSignal): Promise<StorefrontStore> {
  // An address no store can have is not worth a call: it is not found either.
  if (!StorefrontSlugParamsSchema.safeParse({ slug }).success) {
    return Promise.reject(new ApiError(404, 'Not Found'));
  }
  return callEndpoint(storefrontEndpoints.store, { params: { slug }, signal });
}

export const storefrontStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.store(slug),
    queryFn: ({ signal }) => getStorefrontStore(slug, signal),
    staleTime: 5 * 60_000,
  });

export function useStorefrontStore(slug: string) {
  return useQuery(storefrontStoreQueryOptions(slug));
}
