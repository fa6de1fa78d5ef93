import type { DomainManager, DomainPayment } from '@olivia/contracts/domains';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

export const domain = (index: number, overrides: Partial<DomainManager> = {}): DomainManager => ({
  id: `00000000-0000-4000-8000-0000000009${String(index).padStart(2, '0')}`,
  domain: `shop${index}.com`,
  amount: 18000,
  currency: 'NGN',
  status: 'active',
  lastpayment: '2026-01-10T09:00:00.000Z',
  nextpayment: '2027-01-10T09:00:00.000Z',
  expiry: '2027-01-10T09:00:00.000Z',
  createdat: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

export const payment = (overrides: Partial<DomainPayment> = {}): DomainPayment => ({
  id: '00000000-0000-4000-8000-000000000a01',
  reference: 'b7a1c9e4-0000-4000-8000-000000000001',
  kind: 'purchase',
  years: 1,
  amount: 18000,
  currency: 'NGN',
  paiduntil: '2027-01-10T09:00:00.000Z',
  paidby: 'ada@example.com',
  createdat: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'search' | 'buy' | 'renew' | 'payments';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/domains') return method === 'POST' ? 'buy' : 'list';
  if (path === '/api/olivia/domains/search') return 'search';
  if (/^\/api\/olivia\/domains\/[^/]+\/renew$/.test(path)) return 'renew';
  if (/^\/api\/olivia\/domains\/[^/]+\/payments$/.test(path)) return 'payments';
  return undefined;
};

/** A fake of the domains API over `store`; each answer may be replaced. */
export function mockDomainsApi(
  store: DomainManager[],
  answers: Partial<Record<Operation, Answer>> = {},
) {
  const defaults: Record<Operation, Answer> = {
    list: () => jsonResponse(200, { content: store, total: store.length, page: 0, size: 10 }),
    search: ({ url }) => {
      const name = new URL(url, 'http://localhost').searchParams.get('name') ?? '';
      const label = name.split('.')[0];
      return jsonResponse(200, {
        offers: [
          { domain: name, available: true, amount: 18000, currency: 'NGN' },
          { domain: `${label}.com.ng`, available: false, amount: 6500, currency: 'NGN' },
        ],
      });
    },
    buy: ({ body }) => {
      const bought = domain(store.length + 1, { domain: (body as { domain: string }).domain });
      store.push(bought);
      return jsonResponse(201, bought);
    },
    renew: () => jsonResponse(200, { ...store[0], expiry: '2028-01-10T09:00:00.000Z' }),
    payments: () => jsonResponse(200, { content: [payment()], total: 1, page: 0, size: 10 }),
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request);
    if (!operation) return jsonResponse(200, { content: [], total: 0, page: 0, size: 10 });
    return (answers[operation] ?? defaults[operation])(request);
  });
  const of = (operation: Operation) => requests.filter((r) => operationOf(r) === operation);
  return { requests, of };
}
