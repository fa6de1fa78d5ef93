import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import type { Advert } from '@olivia/contracts/adverts';
import { domainEndpoints } from '@olivia/contracts/domain-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const advertId = (index: number) => `00000000-0000-4000-8000-0000000001${10 + index}`;

/** ₦2,000 a day for 7 days on Facebook and Instagram, 3 days run. */
export const advert = (index: number, overrides: Partial<Advert> = {}): Advert => ({
  id: advertId(index),
  platforms: ['facebook', 'instagram'],
  domain: index === 1 ? 'localhost:3000' : `shop${index}.example`,
  dailyBudget: 2000,
  total: 14_000,
  currency: 'NGN',
  estimateddailyreach: 3095,
  numberofdays: 7,
  startdate: '2026-03-02',
  enddate: '2026-03-08',
  status: 'running',
  daysrun: 3,
  reach: 9310,
  refunded: 0,
  createdat: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

/**
 * A fake of the adverts API holding `store`: create adds a running advert (unless `create`
 * answers otherwise), pause, resume and end change its status (end refunds the days not run).
 * The store's domains answer none.
 */
export function mockAdvertsApi(store: Advert[], create?: () => Response | undefined) {
  const change = (id: string, patch: (row: Advert) => Partial<Advert>) => {
    const index = store.findIndex((row) => row.id === id);
    const row = store[index];
    if (!row) return jsonResponse(404, { error: 'Not Found' });
    store[index] = { ...row, ...patch(row) };
    return store[index];
  };
  return fakeApi(
    fakeEndpoint(advertEndpoints.list, () => ({
      content: store,
      total: store.length,
      page: 0,
      size: 10,
    })),
    fakeEndpoint(domainEndpoints.list, () => ({ content: [], total: 0, page: 0, size: 50 })),
    fakeEndpoint(advertEndpoints.create, ({ body }) => {
      const refused = create?.();
      if (refused) return refused;
      // The days' schema coerces, so the body types them unknown; the form sends a number.
      const numberofdays = Number(body.numberofdays);
      const created = advert(store.length + 1, {
        platforms: body.platforms,
        domain: body.domain,
        dailyBudget: body.dailyBudget,
        numberofdays,
        total: body.dailyBudget * numberofdays,
        startdate: body.startdate,
        daysrun: 1,
        reach: 0,
      });
      store.unshift(created);
      return created;
    }),
    fakeEndpoint(advertEndpoints.pause, ({ params }) =>
      change(params.id, () => ({ status: 'paused' })),
    ),
    fakeEndpoint(advertEndpoints.resume, ({ params }) =>
      change(params.id, () => ({ status: 'running' })),
    ),
    fakeEndpoint(advertEndpoints.end, ({ params }) =>
      change(params.id, (row) => ({
        status: 'ended',
        refunded: (row.numberofdays - row.daysrun) * row.dailyBudget,
      })),
    ),
  );
}

/** The query parameters of a request. */
export const params = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);
