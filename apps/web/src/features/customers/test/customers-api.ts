import type { Customer } from '@olivia/contracts/customers';
import { customerEndpoints } from '@olivia/contracts/customer-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

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

/**
 * A fake of the customers API by its contract endpoints, holding `store`; the list searches
 * names, e-mails and phones. Tests count requests with `of(endpoint)`.
 */
export function mockCustomersApi(store: Customer[]) {
  return fakeApi(
    fakeEndpoint(customerEndpoints.list, ({ query }) => {
      const q = query.q?.toLowerCase() ?? '';
      const content = store.filter((c) =>
        [c.name, c.email, c.phone].join(' ').toLowerCase().includes(q),
      );
      return { content, total: content.length, page: 0, size: 10 };
    }),
    fakeEndpoint(
      customerEndpoints.get,
      ({ params }) =>
        store.find((c) => c.id === params.id) ?? jsonResponse(404, { error: 'Not Found' }),
    ),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
