import {
  TransactionsPageSchema,
  type AgencyTransaction,
  type TransactionsPage,
  type TransactionsQuery,
} from '@olivia/contracts/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportsClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The reports API's wallet transactions (prefix /api). */
export const TRANSACTIONS_PATH = '/reports/transactions';
/** The largest page the reports API serves; exports collect every match in pages of this. */
export const EXPORT_PAGE_SIZE = 100;

/** The query string of a list request; empty values stay out. */
function searchOf(query: TransactionsQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function getTransactions(query: TransactionsQuery): Promise<TransactionsPage> {
  return reportsClient.get(`${TRANSACTIONS_PATH}${searchOf(query)}`, {
    schema: TransactionsPageSchema,
  });
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

/** One page; the previous page stays on screen while the next loads. */
export function useTransactions(query: TransactionsQuery) {
  return useQuery({
    queryKey: queryKeys.transactions.list(query),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });
}
