import type { SetPinRequest } from '@olivia/contracts/pin';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import {
  TRANSFER_STATUSES,
  type TransferRequest,
  type TransferStatus,
  type TransferValidationRequest,
} from '@olivia/contracts/transfer';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { refreshMoney } from '../../../lib/refresh-money';

const keys = resourceKeys('transfers');
const beneficiariesKey = keys.extra('beneficiaries');
const hasPinKey = keys.extra('hasPin');

/** docs/api.md `bank-list`: the banks a transfer can go to. */
export function useTransferBanks() {
  return useQuery({
    queryKey: keys.extra('banks'),
    queryFn: () => callEndpoint(transferEndpoints.banks),
    staleTime: 60 * 60_000,
  });
}

/** docs/api.md `view/beneficiaries`. */
export function useBeneficiaries() {
  return useQuery({
    queryKey: beneficiariesKey,
    queryFn: () => callEndpoint(transferEndpoints.beneficiaries),
  });
}

/** docs/api.md `delete/beneficiary`: the id travels in the header `id`. */
export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('deleteBeneficiary'),
    mutationFn: (id: string) =>
      callEndpoint(transferEndpoints.deleteBeneficiary, { headers: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiariesKey }),
  });
}

/**
 * docs/api.md `has-personal-pin`: 200 when set, 'Pin not set before' otherwise
 * (docs/product/rules.md).
 */
export function useHasPin(enabled = true) {
  return useQuery({
    queryKey: hasPinKey,
    queryFn: () => callEndpoint(pinEndpoints.hasPersonalPin),
    enabled,
    retry: false,
  });
}

/** docs/api.md `set-personal-pin` or `set-staff-pin` (the store's staff PIN), both the main user's. */
export function useSetPin(kind: 'personal' | 'staff') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('setPin'),
    mutationFn: (body: SetPinRequest) =>
      callEndpoint(kind === 'personal' ? pinEndpoints.setPersonalPin : pinEndpoints.setStaffPin, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hasPinKey }),
  });
}

/** docs/api.md `validation`: the account's name and the real fee (the client sends fee 0). */
export function useValidateTransfer() {
  return useMutation({
    mutationKey: keys.mutation('validate'),
    mutationFn: (body: TransferValidationRequest) =>
      callEndpoint(transferEndpoints.validate, { body: { ...body, fee: 0 } }),
  });
}

/**
 * docs/api.md `transfer` (main user) or `transfer-staff` (a sub-user allowed to). Money moved:
 * the balance, the transactions and the beneficiaries are fetched afresh.
 */
export function useSendTransfer(staff: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('send'),
    mutationFn: (body: TransferRequest) =>
      callEndpoint(staff ? transferEndpoints.transferStaff : transferEndpoints.transfer, { body }),
    onSuccess: () => refreshMoney(queryClient, ['transfers']),
  });
}

/** How often a transfer the bank has not answered yet is looked up while its result shows. */
export const TRANSFER_STATUS_POLL_MS = 10_000;

const isTransferStatus = (status: string): status is TransferStatus =>
  (TRANSFER_STATUSES as readonly string[]).includes(status);

/**
 * The reports are not for a user who may not see the balance (docs/product/roles.md): no use
 * asking again.
 */
const isRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Where the transfer `ref` stands now. No call answers a payout by its reference, but its
 * TRANSFER row among the wallet's transactions (reports API) takes the payout's final state with
 * it, so that row is looked up: at once, then every 10 s until the bank's answer is there.
 */
export function useTransferStatus(ref: string, polling: boolean) {
  return useQuery({
    queryKey: keys.extra('status', ref),
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
