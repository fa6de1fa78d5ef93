import { messages } from '@olivia/contracts/messages';
import type { SettlementRecord, SettlementResult } from '@olivia/contracts/settlement';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { settlementHistoryKey, useSettlementStatus } from '../api/settlements-api';
import { refreshMoney } from '../../../lib/refresh-money';

type SettlementStatus = SettlementRecord['status'];

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
 * What the result shows of a settlement: what the settlement call answered until the bank's later
 * word is known. A pending one is looked up until it is final; the store channel's
 * 'settlementReturned' for this reference (also of one paid, then reversed) has it looked up at
 * once. Once it has changed, the balance, the transactions and the history are fetched afresh.
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
    void refreshMoney(queryClient);
    void queryClient.invalidateQueries({ queryKey: settlementHistoryKey });
  }, [changed, outcome, queryClient]);

  return outcome;
}
