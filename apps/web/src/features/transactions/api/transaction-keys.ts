import type { FlowsQuery, TransactionsQuery } from '@olivia/contracts/wallet';

/** The transactions feature's query keys: every one starts with 'transactions'. */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: TransactionsQuery) => [...transactionKeys.lists(), query] as const,
  details: () => [...transactionKeys.all, 'detail'] as const,
  detail: (id: string) => [...transactionKeys.details(), id] as const,
  flows: (query: FlowsQuery) => [...transactionKeys.all, 'flows', query] as const,
};
