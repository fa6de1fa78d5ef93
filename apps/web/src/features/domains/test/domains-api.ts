import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import type { DomainManager, DomainPayment } from '@olivia/contracts/domains';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

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

/** A fake of the domains API over `store`; `buy` may answer instead of buying. */
export function mockDomainsApi(store: DomainManager[], buy?: () => Response | undefined) {
  return fakeApi(
    fakeEndpoint(domainEndpoints.list, () => ({
      content: store,
      total: store.length,
      page: 0,
      size: 10,
    })),
    fakeEndpoint(domainEndpoints.search, ({ query }) => {
      const name = query.name ?? '';
      const label = name.split('.')[0];
      return {
        offers: [
          { domain: name, available: true, amount: 18000, currency: 'NGN' },
          { domain: `${label}.com.ng`, available: false, amount: 6500, currency: 'NGN' },
        ],
      };
    }),
    fakeEndpoint(domainEndpoints.buy, ({ body }) => {
      const refused = buy?.();
      if (refused) return refused;
      const bought = domain(store.length + 1, { domain: body.domain });
      store.push(bought);
      return bought;
    }),
    fakeEndpoint(domainEndpoints.renew, () => ({
      ...(store[0] as DomainManager),
      expiry: '2028-01-10T09:00:00.000Z',
    })),
    fakeEndpoint(domainEndpoints.payments, () => ({
      content: [payment()],
      total: 1,
      page: 0,
      size: 10,
    })),
  );
}
