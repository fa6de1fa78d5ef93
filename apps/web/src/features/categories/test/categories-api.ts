import type { Category } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const categoryId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;

export const category = (index: number, overrides: Partial<Category> = {}): Category => ({
  id: categoryId(index),
  name: ['Dresses', 'Shoes', 'Bags'][index - 1] ?? `Category ${index}`,
  description: index === 1 ? 'Ankara and lace dresses' : '',
  productcount: index === 1 ? 3 : 0,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

type Operation = keyof typeof categoryEndpoints;
type Answer = (request: RecordedRequest) => Response | Promise<Response>;

const indexOf = (store: Category[], id: string) => store.findIndex((c) => c.id === id);

/**
 * A fake of the categories API holding `store` (changed by create, update and remove); each
 * answer may be replaced. Lists answer the whole store, whatever the query.
 */
export function mockCategoriesApi(
  store: Category[],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const replaced = (operation: Operation) => {
    const answer = answers[operation];
    return answer && (({ request }: { request: RecordedRequest }) => answer(request));
  };
  const endpoints = categoryEndpoints;
  return fakeApi(
    fakeEndpoint(
      endpoints.list,
      replaced('list') ?? (() => ({ content: store, total: store.length, page: 0, size: 10 })),
    ),
    fakeEndpoint(
      endpoints.get,
      replaced('get') ??
        (({ params }) =>
          store[indexOf(store, params.id)] ?? jsonResponse(404, { error: 'Not Found' })),
    ),
    fakeEndpoint(
      endpoints.create,
      replaced('create') ??
        (({ body }) => {
          const created = { ...category(store.length + 1), productcount: 0, ...body };
          store.push(created);
          return created;
        }),
    ),
    fakeEndpoint(
      endpoints.update,
      replaced('update') ??
        (({ params, body }) => {
          const index = indexOf(store, params.id);
          store[index] = { ...store[index], ...body } as Category;
          return store[index];
        }),
    ),
    fakeEndpoint(
      endpoints.remove,
      replaced('remove') ??
        (({ params }) => {
          store.splice(indexOf(store, params.id), 1);
          return { status: 200, message: 'Category removed' };
        }),
    ),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
