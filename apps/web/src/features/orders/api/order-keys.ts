import type { OrdersQuery } from '@olivia/contracts/orders';

/** The orders feature's query and mutation keys: every one starts with 'orders'. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  /** The customer a `customer` filter names (for its chip). */
  customer: (id: string) => [...orderKeys.all, 'customer', id] as const,
  setStatus: () => [...orderKeys.all, 'set-status'] as const,
  bulkStatus: () => [...orderKeys.all, 'bulk-status'] as const,
};
