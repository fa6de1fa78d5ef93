import {
  DashboardResponseSchema,
  type DashboardRequestSchema,
  type DashboardResponse,
} from '@olivia/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** SPEC §7: the dashboard call; its wallet part (walletDetails, otherAccounts) is used here. */
export const DASHBOARD_PATH = '/products/dashboard';
/** SPEC §4/§9: the dashboard covers the last 7 days. */
export const DASHBOARD_WINDOW_DAYS = 7;

type DashboardRequest = z.input<typeof DashboardRequestSchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * SPEC §3/§9: the last 7 days as ISO dates, the start normalised to T00:00:00.000Z and the end
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

export function getDashboardWallet(
  body: DashboardRequest = dashboardDateRange(),
): Promise<DashboardResponse> {
  return apiClient.post(DASHBOARD_PATH, body, { schema: DashboardResponseSchema });
}

/** The store's wallets; a finished top-up invalidates it so the balance card reloads. */
export function useDashboardWallet({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.wallet.dashboard(),
    queryFn: () => getDashboardWallet(),
    enabled,
  });
}
