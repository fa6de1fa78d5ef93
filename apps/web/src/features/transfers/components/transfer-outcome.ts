import { messages } from '@olivia/contracts/messages';
import {
  TRANSFER_STATUSES,
  type TransferResult,
  type TransferStatus,
} from '@olivia/contracts/transfer';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { useRealtime } from '../../../lib/realtime/use-realtime';
import { transferKeys } from './transfer-keys';

/** How often a transfer the bank has not answered yet is looked up while its result shows. */
export const TRANSFER_STATUS_POLL_MS = 10_000;

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

const isTransferStatus = (status: string): status is TransferStatus =>
  (TRANSFER_STATUSES as readonly string[]).includes(status);

/** The reports are not for a user who may not see the balance (docs/product/roles.md): no use asking again. */
const isRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Where the transfer `ref` stands now. No call answers a payout by its reference, but its TRANSFER
 * row among the wallet's transactions (reports API) takes the payout's final state with it, so
 * that row is looked up: at once, then every 10 s until the bank's answer is there.
 */
export function useTransferStatus(ref: string, polling: boolean) {
  return useQuery({
    queryKey: transferKeys.status(ref),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(walletEndpoints.transactions, {
        query: { q: ref, type: 'TRANSFER', size: 5 },
        signal,
      });
      const row = page.content.find((item) => item.ref === ref && item.agencyTxn === 'TRANSFER');
      return row && isTransferStatus(row.status) ? row.status : null;
    },
    enabled: polling,
    refetchInterval: (query) =>
      polling && (query.state.data ?? 'PENDING') === 'PENDING' && !isRefused(query.state.error)
        ? TRANSFER_STATUS_POLL_MS
        : false,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * What the result step shows of a sent transfer: what the transfer call answered until the bank's
 * later word is known. A pending one is looked up until it is final (`useTransferStatus`); the
 * store channel's 'transferReturned' for this reference (also of one paid, then reversed) has it
 * looked up at once. Only when the lookup cannot be made (a sub-user who may not see the
 * balance) does the notification itself say the money came back. Once it has changed, every
 * query (balance, transactions) is fetched afresh.
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
    // The balance and the transactions; this feature's own queries did not change.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] !== transferKeys.all[0],
    });
  }, [changed, outcome, queryClient]);

  return outcome;
}
