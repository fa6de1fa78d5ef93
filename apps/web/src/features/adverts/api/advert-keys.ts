import type { AdvertsQuery } from '@olivia/contracts/adverts';

/** The adverts feature's query and mutation keys: every one starts with 'adverts'. */
export const advertKeys = {
  all: ['adverts'] as const,
  lists: () => [...advertKeys.all, 'list'] as const,
  list: (query: AdvertsQuery) => [...advertKeys.lists(), query] as const,
  /** The store's custom domains, offered as addresses to advertise. */
  domains: () => [...advertKeys.all, 'domains'] as const,
  create: () => [...advertKeys.all, 'create'] as const,
  pause: () => [...advertKeys.all, 'pause'] as const,
  resume: () => [...advertKeys.all, 'resume'] as const,
  end: () => [...advertKeys.all, 'end'] as const,
};
