import type { ProductRating, Review } from '@olivia/contracts/store-admin';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

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

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'moderate' | 'ratings';

const operationOf = ({ url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/reviews') return 'list';
  if (/^\/api\/olivia\/reviews\/[\w-]+$/.test(path)) return 'moderate';
  if (path === '/api/olivia/ratings') return 'ratings';
  return undefined;
};

/**
 * A fake of the reviews API holding `store` (status, rating and product filtered like the
 * server) and the `ratings` it answers; moderation changes the store.
 */
export function mockReviewsApi(
  store: Review[],
  ratings: ProductRating[] = [],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const page = (content: unknown[]) =>
    jsonResponse(200, { content, total: content.length, page: 0, size: 10 });
  const defaults: Record<Operation, Answer> = {
    list: ({ url }) => {
      const search = new URL(url, 'http://localhost').searchParams;
      const status = search.get('status');
      const stars = search.get('rating');
      const product = search.get('product');
      return page(
        store.filter(
          (r) =>
            (!status || r.status === status) &&
            (!stars || r.rating === Number(stars)) &&
            (!product || r.productid === product),
        ),
      );
    },
    moderate: ({ url, body }) => {
      const index = store.findIndex((r) => url.endsWith(r.id));
      store[index] = { ...(store[index] as Review), ...(body as object) };
      return jsonResponse(200, store[index]);
    },
    ratings: () => page(ratings),
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
