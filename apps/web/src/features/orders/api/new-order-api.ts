import type { ManualOrderRequest } from '@olivia/contracts/manual-orders';
import { orderEndpoints } from '@olivia/contracts/order-endpoints';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-keys';
import { getStoreUrl } from '../../../lib/session';
import { ordersApi } from './orders-api';

const keys = ordersApi.keys;

/**
 * The banks a transfer can be paid at: those the store's page offers its customers, or the
 * top-up banks before the store has a page (the server checks the bank either way).
 */
export function useOrderBanks(enabled: boolean) {
  const slug = getStoreUrl();
  return useQuery({
    queryKey: keys.extra('order-banks', slug),
    queryFn: async ({ signal }) =>
      slug
        ? (await callEndpoint(storefrontEndpoints.banks, { params: { slug }, signal })).banks
        : (await callEndpoint(topUpEndpoints.supportedBanks, { signal })).banks,
    enabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * Takes an order by phone or at the counter. The lists, the stock and the customers change with
 * it; the answer's order is cached so its detail opens at once.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: keys.mutation('create'),
    mutationFn: (body: ManualOrderRequest) => callEndpoint(orderEndpoints.create, { body }),
    onSuccess: ({ order }) => {
      client.setQueryData(keys.detail(order.id), order);
      const stale = [
        keys.lists(),
        resourceKeys('inventory').all,
        resourceKeys('products').all,
        resourceKeys('customers').all,
      ];
      return Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
