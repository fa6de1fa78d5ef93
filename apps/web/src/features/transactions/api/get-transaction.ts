import type { TransactionDetail } from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

/** One transaction of the store in full: fee, references, counterparty and timeline. */
export function getTransaction(id: string, signal?: AbortSignal): Promise<TransactionDetail> {
  return callEndpoint(walletEndpoints.transaction, { params: { id }, signal });
}

export const transactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

/** The transaction of the detail drawer. */
export const useTransaction = (id: string) => useQuery(transactionQueryOptions(id));
