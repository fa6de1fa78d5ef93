import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import type { ProductRating, Review } from '@olivia/contracts/reviews';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import type { RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const review = (index: number, overrides: Partial<Review> = {}): Review => ({
  id: uuid(index),
  orderid: uuid(100 + index),
  ordernumber: 1000 + index,
  productid: uuid(201),
  productname: 'Ankara dress',
  customername: ['Bola Ade', 'Chidi Eze', 'Ngozi Okafor'][index - 1] ?? `Customer ${index}`,
  rating: 4,
  comment: 'Lovely fabric',
  status: 'pending',
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

export const rating = (index: number, overrides: Partial<ProductRating> = {}): ProductRating => ({
  productid: uuid(200 + index),
  name: ['Ankara dress', 'Leather sandals'][index - 1] ?? `Product ${index}`,
  image: '',
  average: 4.5,
  count: 4,
  distribution: [0, 0, 0, 2, 2],
  ...overrides,
});

/**
 * A fake of the reviews API by its contract endpoints, holding `store` (status, rating and
 * product filtered like the server) and the `ratings` it answers; moderation changes the store.
 * Tests count requests with `of(endpoint)`.
 */
export function mockReviewsApi(store: Review[], ratings: ProductRating[] = []) {
  const page = <T>(content: T[]) => ({ content, total: content.length, page: 0, size: 10 });
  return fakeApi(
    fakeEndpoint(reviewEndpoints.list, ({ query: { status, rating: stars, product } }) =>
      page(
        store.filter(
          (r) =>
            (!status || r.status === status) &&
            (!stars || r.rating === Number(stars)) &&
            (!product || r.productid === product),
        ),
      ),
    ),
    fakeEndpoint(reviewEndpoints.moderate, ({ params, body }) => {
      const index = store.findIndex((r) => r.id === params.id);
      store[index] = { ...(store[index] as Review), ...body };
      return store[index];
    }),
    fakeEndpoint(reviewEndpoints.ratings, () => page(ratings)),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
