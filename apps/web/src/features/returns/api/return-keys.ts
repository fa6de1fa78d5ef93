import type { ReturnsQuery } from '@olivia/contracts/store-admin';

/** The returns feature's query and mutation keys: every one starts with 'returns'. */
export const returnKeys = {
  all: ['returns'] as const,
  lists: () => [...returnKeys.all, 'list'] as const,
  list: (query: ReturnsQuery) => [...returnKeys.lists(), query] as const,
  create: () => [...returnKeys.all, 'create'] as const,
  update: () => [...returnKeys.all, 'update'] as const,
  /** Finding the order a return is recorded against, by its number. */
  findOrder: () => [...returnKeys.all, 'find-order'] as const,
};
