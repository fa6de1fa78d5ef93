import type { AccountLogEntry } from '@olivia/contracts/account-logs';
import { accountLogEndpoints } from '@olivia/contracts/account-log-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';

export const entry = (
  index: number,
  overrides: Partial<AccountLogEntry> = {},
): AccountLogEntry => ({
  id: `00000000-0000-4000-8000-0000000001${10 + index}`,
  action: 'product.updated',
  group: 'commerce',
  objecttype: 'product',
  objectid: `00000000-0000-4000-8000-0000000002${10 + index}`,
  actor: {
    kind: 'person',
    id: '00000000-0000-4000-8000-000000000301',
    name: 'Adaeze Okafor',
    email: 'ada@example.com',
  },
  changes: { price: { from: 5000, to: 6000 } },
  ip: '203.0.113.9',
  device: 'Chrome on Windows',
  createdat: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

/** The account log API answering `entries` whatever the query, and two people. */
export function fakeAccountLog(entries: AccountLogEntry[]) {
  return fakeApi(
    fakeEndpoint(accountLogEndpoints.list, () => ({
      content: entries,
      total: entries.length,
      page: 0,
      size: 10,
    })),
    fakeEndpoint(accountLogEndpoints.people, () => [
      {
        id: '00000000-0000-4000-8000-000000000301',
        name: 'Adaeze Okafor',
        email: 'ada@example.com',
      },
      {
        id: '00000000-0000-4000-8000-000000000302',
        name: 'Tunde Bello',
        email: 'tunde@example.com',
      },
    ]),
  );
}
