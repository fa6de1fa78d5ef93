import type { EndpointBody } from '@olivia/contracts/endpoint';
import type {
  TopUpDetails,
  TopUpList,
  TopUpRequest,
  TopUpStatusResponse,
  TopUpsQuery,
} from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

const keys = resourceKeys('wallet');
/** What the wallet caches beside `keys.all`: the balance and the store's top-ups. */
export const walletKeys = {
  dashboard: () => keys.extra('dashboard'),
  topUps: () => keys.extra('topUps'),
};

/** docs/product (records.md, rules.md): the dashboard covers the last 7 days. */
const DASHBOARD_WINDOW_DAYS = 7;

type DashboardRequest = EndpointBody<typeof walletEndpoints.dashboard>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * docs/product (records.md, rules.md): the last 7 days as ISO dates, the start normalised to
 * T00:00:00.000Z and the end to T23:59:00.000Z.
 */
function dashboardDateRange(now: Date = new Date()): DashboardRequest {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - DASHBOARD_WINDOW_DAYS);
  return {
    startDate: `${isoDay(start)}T00:00:00.000Z`,
    endDate: `${isoDay(now)}T23:59:00.000Z`,
    page: 0,
    size: 10,
  };
}

/** docs/api.md: the dashboard call; its wallet part (walletDetails, otherAccounts) is used here. */
function getDashboardWallet(
  body: DashboardRequest = dashboardDateRange(),
): Promise<DashboardResponse> {
  return callEndpoint(walletEndpoints.dashboard, { body });
}

const dashboardWalletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.dashboard(), queryFn: () => getDashboardWallet() });

/** The store's wallets; a finished top-up invalidates it so the balance card reloads. */
export function useDashboardWallet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardWalletQueryOptions(), enabled });
}

/** docs/api.md: the channels (banks) a top-up can be paid through, for the store's currency. */
function getTopUpBanks() {
  return callEndpoint(topUpEndpoints.supportedBanks);
}

const topUpBanksQueryOptions = () =>
  queryOptions({
    queryKey: keys.extra('topUpBanks'),
    queryFn: getTopUpBanks,
    staleTime: 5 * 60_000,
  });

export function useTopUpBanks() {
  return useQuery(topUpBanksQueryOptions());
}

/** The top-ups still awaiting the merchant's money, the one running out soonest first. */
const PENDING_TOP_UPS_QUERY = {
  state: 'open',
  sort: 'expiresat',
  order: 'asc',
  size: 20,
} as const satisfies TopUpsQuery;

/** How often the list is refreshed while shown: a payment or the expiry may take one off. */
const PENDING_REFRESH_MS = 60_000;

function getTopUps(query: TopUpsQuery): Promise<TopUpList> {
  return callEndpoint(topUpEndpoints.list, { query });
}

const pendingTopUpsQueryOptions = () =>
  queryOptions({
    queryKey: keys.extra('topUps', PENDING_TOP_UPS_QUERY),
    queryFn: () => getTopUps(PENDING_TOP_UPS_QUERY),
    refetchInterval: PENDING_REFRESH_MS,
  });

/** The store's pending top-ups, so one is never lost when its dialog closes. */
export function usePendingTopUps({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pendingTopUpsQueryOptions(), enabled });
}

/** docs/api.md: asks for the payment details (temporary account, fee, expiry) of a top-up. */
function createTopUp(body: TopUpRequest): Promise<TopUpDetails> {
  return callEndpoint(topUpEndpoints.create, { body });
}

/** A new top-up joins the pending list at once, so it is found again if the dialog closes. */
export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('createTopUp'),
    mutationFn: createTopUp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.topUps() });
    },
  });
}

/** docs/product/rules.md: the payment status is polled every 20 seconds. */
export const TOP_UP_POLL_INTERVAL_MS = 20_000;

/** docs/api.md: what has been paid into a top-up's account so far. */
function getTopUpStatus(reference: string): Promise<TopUpStatusResponse> {
  return callEndpoint(topUpEndpoints.status, { body: { ordernumber: '', reference } });
}

/** Answers after which nothing more will change what the dialog shows. */
const FINAL_STATUSES = new Set<TopUpStatusResponse['status']>(['SUCCESSFUL', 'CANCELLED']);

/**
 * Polls while `polling`: once at once, then every 20 s until the top-up is SUCCESSFUL. It keeps
 * polling in a background tab, since the merchant is often paying from another tab or app.
 */
export function useTopUpStatus(reference: string | null, polling: boolean) {
  return useQuery({
    queryKey: keys.extra('topUpStatus', reference ?? ''),
    queryFn: () => getTopUpStatus(reference ?? ''),
    enabled: polling && reference !== null,
    refetchInterval: (query) =>
      polling && !FINAL_STATUSES.has(query.state.data?.status ?? 'PENDING')
        ? TOP_UP_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Cancels a top-up; money still sent to its account is credited all the same (ADR 0004). */
function cancelTopUp(reference: string): Promise<TopUpStatusResponse> {
  return callEndpoint(topUpEndpoints.cancel, { body: { reference } });
}

export function useCancelTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('cancelTopUp'),
    mutationFn: cancelTopUp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.topUps() });
    },
  });
}
