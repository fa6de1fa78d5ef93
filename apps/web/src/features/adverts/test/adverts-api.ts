import type { Advert } from '@olivia/contracts/adverts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

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

type Answer = (request: RecordedRequest) => Response | Promise<Response>;
type Operation = 'list' | 'create' | 'pause' | 'resume' | 'end' | 'domains';

const operationOf = ({ method, url }: RecordedRequest): Operation | undefined => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/olivia/adverts') return method === 'POST' ? 'create' : 'list';
  if (path === '/api/olivia/domains') return 'domains';
  const action = /^\/api\/olivia\/adverts\/[\w-]+\/(pause|resume|end)$/.exec(path)?.[1];
  return action as Operation | undefined;
};

/**
 * A fake of the adverts API holding `store`: create adds a running advert, pause, resume and
 * end change its status (end refunds the days not run). The store's domains answer none.
 */
export function mockAdvertsApi(store: Advert[], answers: Partial<Record<Operation, Answer>> = {}) {
  const change = (url: string, patch: (row: Advert) => Partial<Advert>) => {
    const index = store.findIndex((row) => url.includes(row.id));
    const row = store[index];
    if (!row) return jsonResponse(404, { error: 'Not Found' });
    store[index] = { ...row, ...patch(row) };
    return jsonResponse(200, store[index]);
  };
  const defaults: Record<Operation, Answer> = {
    list: () => jsonResponse(200, { content: store, total: store.length, page: 0, size: 10 }),
    domains: () => jsonResponse(200, { content: [], total: 0, page: 0, size: 50 }),
    create: ({ body }) => {
      const request = body as {
        platforms: Advert['platforms'];
        domain: string;
        dailyBudget: number;
        numberofdays: number;
        startdate: string;
      };
      const created = advert(store.length + 1, {
        platforms: request.platforms,
        domain: request.domain,
        dailyBudget: request.dailyBudget,
        numberofdays: request.numberofdays,
        total: request.dailyBudget * request.numberofdays,
        startdate: request.startdate,
        daysrun: 1,
        reach: 0,
      });
      store.unshift(created);
      return jsonResponse(201, created);
    },
    pause: ({ url }) => change(url, () => ({ status: 'paused' })),
    resume: ({ url }) => change(url, () => ({ status: 'running' })),
    end: ({ url }) =>
      change(url, (row) => ({
        status: 'ended',
        refunded: (row.numberofdays - row.daysrun) * row.dailyBudget,
      })),
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
