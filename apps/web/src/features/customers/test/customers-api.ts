import type { Customer } from '@olivia/contracts/store-admin';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const customer = (index: number, overrides: Partial<Customer> = {}): Customer => ({
  id: uuid(index),
  name: ['Ada Obi', 'Bola Ade', 'Chidi Eze'][index - 1] ?? `Customer ${index}`,
  email: ['ada@example.com', 'bola@example.com', 'chidi@example.com'][index - 1] ?? 'x@example.com',
  phone: '+2348012345678',
  orderscount: 3,
  totalspent: 82500,
  lastorderat: '2026-03-05T14:07:00.000Z',
  createdat: '2026-02-01T09:00:00.000Z',
  ...overrides,
});

type Operation = 'list' | 'get';

const operationOf = ({ url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/customers') return 'list';
  return /^\/api\/olivia\/customers\/[\w-]+$/.test(path) ? 'get' : undefined;
};

/** A fake of the customers API holding `store`; the list searches names, e-mails and phones. */
export function mockCustomersApi(store: Customer[]) {
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    const url = new URL(request.url, 'http://localhost');
    if (operation === 'list') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const content = store.filter((c) =>
        [c.name, c.email, c.phone].join(' ').toLowerCase().includes(q),
      );
      return jsonResponse(200, { content, total: content.length, page: 0, size: 10 });
    }
    const found = store.find((c) => url.pathname.endsWith(c.id));
    return operation === 'get' && found
      ? jsonResponse(200, found)
      : jsonResponse(404, { error: 'Not Found' });
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
