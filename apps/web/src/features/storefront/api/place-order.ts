import type { CheckoutRequest, CheckoutResponse } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { storefrontKeys } from './storefront-keys';

/** Places the order: the order (with its temporary account) and the secret that reopens it. */
export function placeOrder(slug: string, body: CheckoutRequest): Promise<CheckoutResponse> {
  return callEndpoint(storefrontEndpoints.checkout, { params: { slug }, body });
}

/** Places the order; the receipt then opens from the cache, without another request. */
export function usePlaceOrder(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storefrontKeys.checkout(slug),
    mutationFn: (body: CheckoutRequest) => placeOrder(slug, body),
    onSuccess: ({ order }) => queryClient.setQueryData(storefrontKeys.order(order.id), order),
  });
}
