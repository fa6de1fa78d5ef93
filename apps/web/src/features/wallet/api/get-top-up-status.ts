import type { TopUpStatusResponse } from '@olivia/contracts/top-up';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** docs/product/rules.md: the payment status is polled every 20 seconds. */
export const TOP_UP_POLL_INTERVAL_MS = 20_000;

/** docs/api.md: what has been paid into a top-up's account so far. */
export function getTopUpStatus(reference: string): Promise<TopUpStatusResponse> {
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
    queryKey: walletKeys.topUpStatus(reference ?? ''),
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
