import {
  StorefrontProductParamsSchema,
  type StorefrontProductDetail,
} from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/** One active product with its variants and newest published reviews; 404 when not on sale. */
export function getStorefrontProduct(
  slug: string,
  id: string,
  signal?: AbortSignal,
): Promise<StorefrontProductDetail> {
  // A mistyped link is simply not found, without asking.
  if (!StorefrontProductParamsSchema.safeParse({ slug, id }).success) {
    return Promise.reject(new ApiError(404, 'Not Found'));
  }
  return callEndpoint(storefrontEndpoints.product, { params: { slug, id }, signal });
}

export const storefrontProductQueryOptions = (slug: string, id: string) =>
  queryOptions({
    queryKey: storefrontKeys.product(slug, id),
    queryFn: ({ signal }) => getStorefrontProduct(slug, id, signal),
  });

export function useStorefrontProduct(slug: string, id: string) {
  return useQuery(storefrontProductQueryOptions(slug, id));
}
