import { messages } from '@olivia/contracts/messages';
import type { TransferResult, TransferStatus } from '@olivia/contracts/transfer';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { useTransferStatus } from '../api/transfers-api';
import { refreshMoney } from '../../../lib/refresh-money';

/** The server's words for each state, as the transfer call answers them. */
export const TRANSFER_STATUS_MESSAGE: Record<TransferStatus, string> = {
  SUCCESSFUL: messages.transferSuccessful,
  PENDING: messages.transferPending,
  FAILED: messages.transferReversed,
  REVERSED: messages.transferReversed,
};

/** A payout only moves forward: pending, then paid, then (maybe) returned (ADR 0010). */
const STAGE: Record<TransferStatus, number> = { PENDING: 0, SUCCESSFUL: 1, FAILED: 2, REVERSED: 2 };
const later = (a: TransferStatus, b: TransferStatus) => (STAGE[b] > STAGE[a] ? b : a);

/**
 * What the result step shows of a sent transfer: what the transfer call answered until the bank's
 * later word is known. A pending one is looked up until it is final (`useTransferStatus`); the
 * store channel's 'transferReturned' for this reference (also of one paid, then reversed) has it
 * looked up at once. Only when the lookup cannot be made (a sub-user who may not see the
 * balance) does the notification itself say the money came back. Once it has changed, the
 * balance and the transactions are fetched afresh.
 */
export function useTransferOutcome(result: TransferResult): TransferStatus {
  const queryClient = useQueryClient();
  const status = useTransferStatus(result.ref, result.status === 'PENDING');
  const [heardReturned, setHeardReturned] = useState(false);
  const { refetch } = status;

  useRealtime({
    onMessage: (message) => {
      if (message.code !== 'transferReturned' || message.headid !== result.ref) return;
      setHeardReturned(true);
      void refetch();
    },
    // Back after missing events: what the bank said meanwhile was not heard.
    onReconnect: () => {
      if (result.status === 'PENDING') void refetch();
    },
  });

  let outcome = result.status;
  if (status.data) outcome = later(outcome, status.data);
  if (heardReturned && status.isError) {
    outcome = later(outcome, outcome === 'SUCCESSFUL' ? 'REVERSED' : 'FAILED');
  }

  const changed = outcome !== result.status;
  useEffect(() => {
    if (!changed) return;
    // This feature's own queries did not change.
    void refreshMoney(queryClient);
  }, [changed, outcome, queryClient]);

  return outcome;
}
