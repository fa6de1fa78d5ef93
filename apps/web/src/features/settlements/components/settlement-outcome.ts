import { messages } from '@olivia/contracts/messages';
import type { SettlementRecord, SettlementResult } from '@olivia/contracts/settlement';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { getSettlements } from './get-settlements';
import { settlementKeys } from './settlement-keys';

type SettlementStatus = SettlementRecord['status'];

/** How often a settlement the bank has not answered yet is looked up while its result shows. */
export const SETTLEMENT_STATUS_POLL_MS = 10_000;

/** How far either side of its time the history is asked for the settlement: clocks differ. */
const AROUND_MS = 60_000;

/** A payout only moves forward: pending, then paid, then (maybe) returned (ADR 0010). */
const STAGE: Record<SettlementStatus, number> = {
  PENDING: 0,
  SUCCESSFUL: 1,
  FAILED: 2,
  REVERSED: 2,
};

export const isReturned = (status: SettlementStatus) =>
  status === 'FAILED' || status === 'REVERSED';

/** The server's words for a settlement in `status`, as the settlement call answers them. */
export const settlementMessage = (status: SettlementStatus) =>
  isReturned(status) ? messages.settlementNotSuccessful : messages.settlementRequested;

/**
 * Where the settlement stands now, from the history (docs/api.md `allsettlements`) around the time it
 * was made: at once, then every 10 s until the bank's answer is there.
 */
function useSettlementStatus(result: SettlementResult, polling: boolean) {
  return useQuery({
    queryKey: settlementKeys.status(result.ref),
    queryFn: async () => {
      const at = new Date(result.createdat).getTime();
      const { settlements } = await getSettlements({
        startDate: new Date(at - AROUND_MS).toISOString(),
        endDate: new Date(at + AROUND_MS).toISOString(),
        page: 0,
      });
      return settlements.find((settlement) => settlement.ref === result.ref)?.status ?? null;
    },
    enabled: polling,
    refetchInterval: (query) =>
      polling && (query.state.data ?? 'PENDING') === 'PENDING' ? SETTLEMENT_STATUS_POLL_MS : false,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * What the result shows of a settlement: what the settlement call answered until the bank's later
 * word is known. A pending one is looked up until it is final; the store channel's
 * 'settlementReturned' for this reference (also of one paid, then reversed) has it looked up at
 * once. Once it has changed, every query (balance, history) is fetched afresh.
 */
export function useSettlementOutcome(result: SettlementResult): SettlementStatus {
  const queryClient = useQueryClient();
  const status = useSettlementStatus(result, result.status === 'PENDING');
  const { refetch } = status;

  useRealtime({
    onMessage: (message) => {
      if (message.code === 'settlementReturned' && message.headid === result.ref) void refetch();
    },
    // Back after missing events: what the bank said meanwhile was not heard.
    onReconnect: () => {
      if (result.status === 'PENDING') void refetch();
    },
  });

  const checked = status.data;
  const outcome = checked && STAGE[checked] > STAGE[result.status] ? checked : result.status;
  const changed = outcome !== result.status;
  useEffect(() => {
    if (!changed) return;
    const [feature, kind] = settlementKeys.status(result.ref);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] !== feature || queryKey[1] !== kind,
    });
  }, [changed, outcome, queryClient, result.ref]);

  return outcome;
}
