import {
  isDateRangeOrdered,
  type AgencyTransaction,
  type TransactionsPage,
  type TransactionsQuery,
} from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useListResource } from '../../../components/resource/use-list-resource';
import { callEndpoint } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

/** The largest page the reports API serves; exports collect every match in pages of this. */
export const EXPORT_PAGE_SIZE = 100;

/** One page of the store's wallet transactions (reports API). */
export function getTransactions(
  query: TransactionsQuery,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  return callEndpoint(walletEndpoints.transactions, { query, signal });
}

/** Every transaction matching `query` (its page and size aside), for CSV, Excel and print. */
export async function getAllTransactions(
  query: TransactionsQuery,
): Promise<readonly AgencyTransaction[]> {
  const rows: AgencyTransaction[] = [];
  for (let page = 0; ; page += 1) {
    const result = await getTransactions({ ...query, page, size: EXPORT_PAGE_SIZE });
    rows.push(...result.content);
    if (result.content.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/**
 * One page; the previous page stays on screen while the next loads. A From date after the To
 * date is not asked for: the server would refuse it, and the filter already says why.
 */
export const transactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    enabled: isDateRangeOrdered(query.from, query.to),
  });

/**
 * The list of /transactions/all: page, size, sort, order, search, type, status, from and to in
 * the URL.
 */
export function useTransactions() {
  return useListResource(walletEndpoints.transactions, { queryOptions: transactionsQueryOptions });
}
