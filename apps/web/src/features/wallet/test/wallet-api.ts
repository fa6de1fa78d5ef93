import type { TopUpDetails, TopUpList, TopUpStatusResponse } from '@olivia/contracts/top-up';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';

export const topUpDetails = (overrides: Partial<TopUpDetails> = {}): TopUpDetails => ({
  reference: 'top_ab12cd34',
  amount: 2500,
  fee: 25,
  accountBank: 'Wema Bank',
  accountName: 'Olivia Sandbox / Ada Stores',
  walletNumber: '9912345678',
  timeoutinmins: 30,
  ...overrides,
});

export const topUpStatus = (
  status: TopUpStatusResponse['status'],
  overrides: Partial<TopUpStatusResponse> = {},
): TopUpStatusResponse => {
  const amountpaid = overrides.amountpaid ?? (status === 'SUCCESSFUL' ? 2525 : 0);
  return {
    ...topUpDetails(),
    status,
    amountpaid,
    credited: status === 'SUCCESSFUL' ? 2500 : 0,
    amountdue: Math.max(0, 2525 - amountpaid),
    currency: 'NGN',
    expiresat: new Date(Date.now() + 30 * 60_000).toISOString(),
    createdat: new Date().toISOString(),
    message: status,
    ...overrides,
  };
};

/** A page of the store's top-ups. */
export const topUpList = (content: TopUpStatusResponse[] = []): TopUpList => ({
  content,
  total: content.length,
  page: 0,
  size: 20,
});

export const dashboard = (balance: number | null = 1500): DashboardResponse => ({
  agency: [],
  walletDetails: { name: 'Ada Stores', rank: 'bronze', balance, abbre: 'NGN' },
  otherAccounts: [],
  totalProducts: 0,
  totalCategories: 0,
  ordersList: [],
  adsList: [],
  domainManagers: [],
  setuplogo: true,
  setupproducts: true,
  inflowTotal: balance === null ? null : 0,
  inflowsCount: 0,
  outflowTotal: balance === null ? null : 0,
  outflowsCount: 0,
});

type Answer = (request: RecordedRequest, call: number) => Response | Promise<Response>;

/** The wallet's endpoints by the names a test replaces their answers with. */
const endpoints = {
  dashboard: walletEndpoints.dashboard,
  banks: topUpEndpoints.supportedBanks,
  create: topUpEndpoints.create,
  status: topUpEndpoints.status,
  list: topUpEndpoints.list,
  cancel: topUpEndpoints.cancel,
};
type Operation = keyof typeof endpoints;

const defaults: Record<Operation, Answer> = {
  dashboard: () => jsonResponse(200, dashboard()),
  banks: () =>
    jsonResponse(200, {
      banks: [
        { code: '035', name: 'Wema Bank' },
        { code: '101', name: 'Providus Bank' },
      ],
    }),
  create: () => jsonResponse(200, topUpDetails()),
  status: () => jsonResponse(200, topUpStatus('PENDING')),
  list: () => jsonResponse(200, topUpList()),
  cancel: () => jsonResponse(200, topUpStatus('CANCELLED', { message: 'Top-up cancelled' })),
};

/**
 * A fake of the wallet's API by its contract endpoints; each answer gets the request and how
 * many came before it. Tests count requests with `of(endpoint)`.
 */
export function mockWalletApi(answers: Partial<Record<Operation, Answer>> = {}) {
  const operations = Object.keys(endpoints) as Operation[];
  return fakeApi(
    ...operations.map((operation) => {
      let calls = 0;
      return fakeEndpoint(endpoints[operation], ({ request }) => {
        calls += 1;
        return (answers[operation] ?? defaults[operation])(request, calls - 1);
      });
    }),
  );
}
