import { AdminIdParamsSchema } from './lists';
import {
  ModerateReviewRequestSchema,
  RatingListSchema,
  RatingsQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewsQuerySchema,
} from './reviews';
import { apiPrefixes, defineEndpoint } from './endpoint';

const main = apiPrefixes.main;

export const reviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/reviews',
    auth: 'session',
    query: ReviewsQuerySchema,
    response: ReviewListSchema,
  }),
  moderate: defineEndpoint({
    method: 'PUT',
    prefix: main,
    path: '/reviews/:id',
    auth: 'session',
    params: AdminIdParamsSchema,
    body: ModerateReviewRequestSchema,
    response: ReviewSchema,
  }),
  ratings: defineEndpoint({
    method: 'GET',
    prefix: main,
    path: '/ratings',
    auth: 'session',
    query: RatingsQuerySchema,
    response: RatingListSchema,
  }),
};
