import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import type { RatingsQuery } from '@olivia/contracts/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The store's reviews of /customer-reviews, from their contract. Moderating one is its update:
 * published shows it on the storefront and counts it in the ratings, hidden does neither; the
 * ratings are cached in this area too, so a moderation refreshes them with the lists.
 */
export const reviewsApi = defineResourceApi('reviews', {
  list: reviewEndpoints.list,
  update: reviewEndpoints.moderate,
});

/** Newest first, shown on the Date column. */
const REVIEWS_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /customer-reviews: page, sort, search, status, rating and product in the URL. */
export function useReviews() {
  return reviewsApi.useList({ defaults: REVIEWS_DEFAULTS });
}

/** One page of products with their published reviews in figures. */
const ratingsQueryOptions = (query: RatingsQuery) =>
  queryOptions({
    queryKey: reviewsApi.keys.extra('ratings', query),
    queryFn: ({ signal }) => callEndpoint(reviewEndpoints.ratings, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The most reviewed first, shown on the Reviews column. */
const RATINGS_DEFAULTS = { sort: 'count', order: 'desc' } as const;

/** The list of /ratings/all: page, size, sort and search in the URL. */
export function useRatings() {
  return useListResource(reviewEndpoints.ratings, {
    queryOptions: ratingsQueryOptions,
    defaults: RATINGS_DEFAULTS,
  });
}
