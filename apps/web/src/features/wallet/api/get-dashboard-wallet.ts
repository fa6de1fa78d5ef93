import type { EndpointBody } from '@olivia/contracts/endpoint';
import type { DashboardResponse } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** docs/product (records.md, rules.md): the dashboard covers the last 7 days. */
export const DASHBOARD_WINDOW_DAYS = 7;

type DashboardRequest = EndpointBody<typeof walletEndpoints.dashboard>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * docs/product (records.md, rules.md): the last 7 days as ISO dates, the start normalised to T00:00:00.000Z and the end
 * to T23:59:00.000Z.
 */
export function dashboardDateRange(now: Date = new Date()): DashboardRequest {
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
export function getDashboardWallet(
  body: DashboardRequest = dashboardDateRange(),
): Promise<DashboardResponse> {
  return callEndpoint(walletEndpoints.dashboard, { body });
}

export const dashboardWalletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.dashboard(), queryFn: () => getDashboardWallet() });

/** The store's wallets; a finished top-up invalidates it so the balance card reloads. */
export function useDashboardWallet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardWalletQueryOptions(), enabled });
}
