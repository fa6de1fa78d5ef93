import type { RatingsQuery, ReviewsQuery } from '@olivia/contracts/store-admin';

/** The reviews feature's query and mutation keys: every one starts with 'reviews'. */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (query: ReviewsQuery) => [...reviewKeys.lists(), query] as const,
  /** Ratings count published reviews only, so moderation moves them too. */
  ratings: () => [...reviewKeys.all, 'ratings'] as const,
  ratingList: (query: RatingsQuery) => [...reviewKeys.ratings(), query] as const,
  moderate: () => [...reviewKeys.all, 'moderate'] as const,
};
