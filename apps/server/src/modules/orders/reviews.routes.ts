import type { FastifyInstance } from 'fastify';
import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import { ORDER_TOKEN_HEADER } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { sessionOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ReviewsService } from './reviews.service';

/**
 * Reviews: the customer's review of a delivered order (public: the order's secret in the
 * header `ordertoken`, limited per address), and their moderation and ratings by any signed-in
 * user of the store.
 */
export async function reviewsRoutes(app: FastifyInstance, opts: { reviews: ReviewsService }) {
  const { reviews } = opts;

  route(
    app,
    storefrontEndpoints.review,
    (request) => {
      const header = request.headers[ORDER_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      return reviews.review(request.params.id, token, request.body);
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
  );
  route(app, reviewEndpoints.list, (request) =>
    reviews.list(sessionOf(request).storeId, request.query),
  );
  route(app, reviewEndpoints.moderate, (request) =>
    reviews.moderate(sessionOf(request), request.params.id, request.body),
  );
  route(app, reviewEndpoints.ratings, (request) =>
    reviews.ratings(sessionOf(request).storeId, request.query),
  );
}
