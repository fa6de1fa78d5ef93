import type { DashboardResponse } from '@olivia/contracts/wallet';
import { dashboard } from '../../../features/wallet/test/wallet-api';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { DashboardScreen } from '../dashboard-screen';

export type Answer = (request: RecordedRequest, call: number) => Response | Promise<Response>;
export const ORDER_ID = '00000000-0000-4000-8000-000000000701';

export const figures = (overrides: Partial<DashboardResponse> = {}): DashboardResponse => ({
  ...dashboard(),
  setuplogo: false,
  setupproducts: false,
  totalProducts: 42,
  totalCategories: 6,
  inflowTotal: 750.5,
  inflowsCount: 2,
  outflowTotal: 120,
  outflowsCount: 1,
  ordersList: [
    {
      id: ORDER_ID,
      number: 1042,
      total: 31500,
      orderStatus: 'paid',
      createdat: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000702',
      number: 1041,
      total: 8000,
      orderStatus: 'delivered',
      createdat: '2026-11-19T10:00:00.000Z',
    },
  ],
  ...overrides,
});
export const TRAFFIC = { last24hrs: 12, lastWeek: 85, lastMonth: 1204, lastYear: 15320 };

/** The flows chart's answer for the range asked: every day, nothing moved. */
export const quietFlows: Answer = (request) => {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const from = Date.parse(`${query.get('from')}T00:00:00Z`);
  const count = Math.round((Date.parse(`${query.get('to')}T00:00:00Z`) - from) / 86_400_000) + 1;
  const days = (start: number) =>
    Array.from({ length: count }, (_, index) => ({
      day: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      inflow: 0,
      outflow: 0,
    }));
  return jsonResponse(200, {
    currency: 'NGN',
    current: days(from),
    previous: days(from - count * 86_400_000),
  });
};

/** The dashboard's API: its call, the traffic and the tier refresh, counted per operation. */
export function mockDashboardApi(
  answers: {
    dashboard?: Answer;
    traffic?: Answer;
    refresh?: Answer;
    transactions?: Answer;
    flows?: Answer;
  } = {},
) {
  const calls = { dashboard: 0, traffic: 0, refresh: 0 };
  const requests = mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/olivia/products/dashboard') {
      calls.dashboard += 1;
      return (answers.dashboard ?? (() => jsonResponse(200, figures())))(request, calls.dashboard);
    }
    if (path === '/api/olivia/products/website/hits') {
      calls.traffic += 1;
      return (answers.traffic ?? (() => jsonResponse(200, TRAFFIC)))(request, calls.traffic);
    }
    if (path === '/api/olivia/loan/refresh/batch') {
      calls.refresh += 1;
      return (answers.refresh ?? (() => jsonResponse(200, { rank: 'silver' })))(
        request,
        calls.refresh,
      );
    }
    if (path === '/api/reports/flows') return (answers.flows ?? quietFlows)(request, 0);
    if (path === '/api/reports/transactions' && answers.transactions) {
      return answers.transactions(request, 0);
    }
    return jsonResponse(200, { content: [], total: 0, page: 0, size: 20 });
  });
  return { calls, requests };
}

export function renderDashboard() {
  return renderRoutes(
    [
      { path: '/dashboard', Component: DashboardScreen },
      { path: '*', Component: LocationProbe },
    ],
    '/dashboard',
  );
}

/** A figure's card: its label, then the card around the label's block. */
