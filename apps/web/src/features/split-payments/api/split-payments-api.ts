import {
  splitGroupEndpoints,
  splitPayeeEndpoints,
  splitShareEndpoints,
} from '@olivia/contracts/split-payment-endpoints';
import type { SplitPreviewRequest } from '@olivia/contracts/split-payments';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineResourceApi } from '../../../components/resource/define-resource-api';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';

/** Split groups (ADR 0031): a change shows on links and invoices that use them. */
export const splitGroupsApi = defineResourceApi(
  'split-groups',
  {
    list: splitGroupEndpoints.list,
    get: splitGroupEndpoints.get,
    create: splitGroupEndpoints.create,
    update: splitGroupEndpoints.update,
    remove: splitGroupEndpoints.remove,
  },
  { affects: { remove: ['payment-links', 'invoices'] } },
);

/** Payees: a change shows in the splits that name them. */
export const splitPayeesApi = defineResourceApi('split-payees', splitPayeeEndpoints, {
  affects: { create: ['split-groups'], update: ['split-groups'], remove: ['split-groups'] },
});

/** Every payee's share of every payment split, with its payout's state. */
export const splitSharesApi = defineResourceApi('split-shares', { list: splitShareEndpoints.list });

const previewKeys = resourceKeys('split-groups');

/** Each party's part of a sample payment as the form stands (asked again as it changes). */
export function useSplitPreview(body: SplitPreviewRequest | null) {
  return useQuery({
    queryKey: previewKeys.extra('preview', body),
    queryFn: ({ signal }) =>
      callEndpoint(splitGroupEndpoints.preview, { body: body as SplitPreviewRequest, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

const payeeKeys = resourceKeys('split-payees');

/** The store's active payees (a split's choices), the first 100 by name. */
export function useActivePayees() {
  return useQuery({
    queryKey: payeeKeys.extra('active'),
    queryFn: ({ signal }) =>
      callEndpoint(splitPayeeEndpoints.list, {
        query: { active: 'true', size: 100, sort: 'name', order: 'asc' },
        signal,
      }),
  });
}

/** The banks a payee's account can be at: those a transfer can go to. */
export function usePayoutBanks() {
  return useQuery({
    queryKey: payeeKeys.extra('banks'),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(transferEndpoints.banks, { signal });
      return 'banks' in answer ? answer.banks : [];
    },
    staleTime: 60 * 60_000,
  });
}
