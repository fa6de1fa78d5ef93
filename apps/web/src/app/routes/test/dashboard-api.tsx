import { storeSetupEndpoints } from '@olivia/contracts/store-setup-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { dashboard } from '../../../features/wallet/test/wallet-api';
import { fakeApi, fakeEndpoint, type FakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
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

const EMPTY_PAGE = { content: [], total: 0, page: 0, size: 20 };

/**
 * The dashboard's API: its call, the traffic, the tier refresh, the flows chart and the recent
 * transactions; the wallet panel's pending top-ups are none. Each answer is told which call of
 * its endpoint it makes (1, 2 …).
 */
export function mockDashboardApi(answers: DashboardAnswers = {}, ...more: FakeEndpoint[]) {
  return fakeApi(...dashboardFakes(answers), ...more);
}

interface DashboardAnswers {
  dashboard?: Answer;
  traffic?: Answer;
  refresh?: Answer;
  transactions?: Answer;
  flows?: Answer;
}

/** The dashboard's endpoints as fakes, to serve beside others (the shell's, say). */
export function dashboardFakes(answers: DashboardAnswers = {}): FakeEndpoint[] {
  const counted = (answer: Answer) => {
    let calls = 0;
    return ({ request }: { request: RecordedRequest }) => answer(request, (calls += 1));
  };
  return [
    fakeEndpoint(
      walletEndpoints.dashboard,
      counted(answers.dashboard ?? (() => jsonResponse(200, figures()))),
    ),
    fakeEndpoint(
      storeSetupEndpoints.traffic,
      counted(answers.traffic ?? (() => jsonResponse(200, TRAFFIC))),
    ),
    fakeEndpoint(
      walletEndpoints.refreshTier,
      counted(answers.refresh ?? (() => jsonResponse(200, { rank: 'silver' }))),
    ),
    fakeEndpoint(walletEndpoints.flows, counted(answers.flows ?? quietFlows)),
    fakeEndpoint(
      walletEndpoints.transactions,
      counted(answers.transactions ?? (() => jsonResponse(200, EMPTY_PAGE))),
    ),
    fakeEndpoint(topUpEndpoints.list, () => EMPTY_PAGE),
  ];
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
