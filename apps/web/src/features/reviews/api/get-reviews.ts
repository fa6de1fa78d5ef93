import { reviewEndpoints } from '@olivia/contracts/orders-endpoints';
import type { ReviewList, ReviewsQuery } from '@olivia/contracts/store-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** One page of the store's reviews, whatever their status unless `status` says. */
export function getReviews(query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewList> {
  return callEndpoint(reviewEndpoints.list, { query, signal });
}

export const reviewsQueryOptions = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });

/** Newest first, shown on the Date column. */
const REVIEWS_DEFAULTS = { sort: 'createdat', order: 'desc' } as const;

/** The list of /customer-reviews: page, sort, search, status, rating and product in the URL. */
export function useReviews() {
  return useListResource(reviewEndpoints.list, {
    queryOptions: reviewsQueryOptions,
    defaults: REVIEWS_DEFAULTS,
  });
}
