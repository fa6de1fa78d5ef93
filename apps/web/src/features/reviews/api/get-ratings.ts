import { reviewEndpoints } from '@olivia/contracts/orders-endpoints';
import type { RatingList, RatingsQuery } from '@olivia/contracts/store-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** One page of products with their published reviews in figures. */
export function getRatings(query: RatingsQuery, signal?: AbortSignal): Promise<RatingList> {
  return callEndpoint(reviewEndpoints.ratings, { query, signal });
}

export const ratingsQueryOptions = (query: RatingsQuery) =>
  queryOptions({
    queryKey: reviewKeys.ratingList(query),
    queryFn: ({ signal }) => getRatings(query, signal),
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
