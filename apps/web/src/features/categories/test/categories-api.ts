import type { Category } from '@olivia/contracts/catalog';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const categoryId = (index: number) => `00000000-0000-4000-8000-0000000000${10 + index}`;

export const category = (index: number, overrides: Partial<Category> = {}): Category => ({
  id: categoryId(index),
  name: ['Dresses', 'Shoes', 'Bags'][index - 1] ?? `Category ${index}`,
  description: index === 1 ? 'Ankara and lace dresses' : '',
  productcount: index === 1 ? 3 : 0,
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'get' | 'create' | 'update' | 'remove';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/categories') return method === 'POST' ? 'create' : 'list';
  if (/^\/api\/olivia\/categories\/[\w-]+$/.test(path)) {
    if (method === 'GET') return 'get';
    return method === 'DELETE' ? 'remove' : 'update';
  }
  return undefined;
};

const byId = (store: Category[], url: string) => store.findIndex((c) => url.endsWith(c.id));

/**
 * A fake of the categories API holding `store` (changed by create, update and remove); each
 * answer may be replaced. Lists answer the whole store, whatever the query.
 */
export function mockCategoriesApi(
  store: Category[],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const defaults: Record<Operation, Answer> = {
    list: () => jsonResponse(200, { content: store, total: store.length, page: 0, size: 10 }),
    get: ({ url }) => {
      const found = store[byId(store, url)];
      return found ? jsonResponse(200, found) : jsonResponse(404, { error: 'Not Found' });
    },
    create: ({ body }) => {
      const created = { ...category(store.length + 1), productcount: 0, ...(body as object) };
      store.push(created);
      return jsonResponse(201, created);
    },
    update: ({ url, body }) => {
      const index = byId(store, url);
      store[index] = { ...store[index], ...(body as object) } as Category;
      return jsonResponse(200, store[index]);
    },
    remove: ({ url }) => {
      store.splice(byId(store, url), 1);
      return jsonResponse(200, { status: 200, message: 'Category removed' });
    },
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
