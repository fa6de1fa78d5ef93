import type { TopUpDetails, TopUpList, TopUpStatusResponse } from '@olivia/contracts/top-up';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';

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
type Operation = 'dashboard' | 'banks' | 'create' | 'status' | 'list' | 'cancel';

const operationOf = (url: string): Operation | undefined => {
  if (url.endsWith('/api/olivia/products/dashboard')) return 'dashboard';
  if (url.endsWith('/api/olivia/agent/pbbt/supported-bank')) return 'banks';
  if (url.endsWith('/api/olivia/agent/pbbt/pbbt')) return 'create';
  if (url.endsWith('/api/olivia/agent/pbbt/status')) return 'status';
  if (url.includes('/api/olivia/agent/pbbt/top-ups')) return 'list';
  if (url.endsWith('/api/olivia/agent/pbbt/cancel')) return 'cancel';
  return undefined;
};

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

/** A fake of the wallet's API; each answer gets the request and how many came before it. */
export function mockWalletApi(answers: Partial<Record<Operation, Answer>> = {}) {
  const calls: Record<Operation, number> = {
    dashboard: 0,
    banks: 0,
    create: 0,
    status: 0,
    list: 0,
    cancel: 0,
  };
  const requests = mockFetch((request) => {
    const operation = operationOf(request.url);
    if (!operation) return jsonResponse(404, { error: 'Not Found' });
    const call = calls[operation];
    calls[operation] += 1;
    return (answers[operation] ?? defaults[operation])(request, call);
  });
  const of = (operation: Operation) =>
    requests.filter((request) => operationOf(request.url) === operation);
  return { requests, of };
}
