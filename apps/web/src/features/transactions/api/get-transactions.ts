import type {
  AgencyTransaction,
  TransactionsPage,
  TransactionsQuery,
} from '@olivia/contracts/wallet';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { transactionKeys } from './transaction-keys';

/** The largest page the reports API serves; exports collect every match in pages of this. */
export const EXPORT_PAGE_SIZE = 100;

/** One page of the store's wallet transactions (reports API). */
export function getTransactions(query: TransactionsQuery): Promise<TransactionsPage> {
  return callEndpoint(walletEndpoints.transactions, { query });
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

export const transactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

/** One page; the previous page stays on screen while the next loads. */
export function useTransactions(query: TransactionsQuery) {
  return useQuery(transactionsQueryOptions(query));
}
