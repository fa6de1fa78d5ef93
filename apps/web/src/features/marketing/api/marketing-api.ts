import { StoreSlugParamsSchema, type PublicStore } from '@olivia/contracts/chat';
import { blogPublicEndpoints } from '@olivia/contracts/blog-public-endpoints';
import { publicChatEndpoints } from '@olivia/contracts/chat-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const marketingKeys = resourceKeys('marketing');

/** What a store's public page shows of it; 404 when no store has that address. */
export function getPublicStore(slug: string, signal?: AbortSignal): Promise<PublicStore> {
  // An address no store can have is not worth a call: it is not found either.
  if (!StoreSlugParamsSchema.safeParse({ slug }).success) {
    return Promise.reject(new ApiError(404, 'Not Found'));
  }
  return callEndpoint(publicChatEndpoints.store, { params: { slug }, signal });
}

export const publicStoreQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: marketingKeys.extra('store', slug),
    queryFn: ({ signal }) => getPublicStore(slug, signal),
  });

export function usePublicStore(slug: string) {
  return useQuery(publicStoreQueryOptions(slug));
}

/** The blog's newest posts for the landing page (issue 29; the server renders them, ADR 0041). */
export const latestPostsQueryOptions = () =>
  queryOptions({
    queryKey: marketingKeys.extra('latest-posts'),
    queryFn: async ({ signal }) =>
      (await callEndpoint(blogPublicEndpoints.latest, { signal })).content,
    staleTime: 300_000,
  });

export function useLatestPosts() {
  return useQuery(latestPostsQueryOptions());
}
