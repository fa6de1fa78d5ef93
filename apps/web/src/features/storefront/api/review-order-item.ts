import type { PublicOrder, ReviewRequest } from '@olivia/contracts/storefront';
import { storefrontEndpoints } from '@olivia/contracts/storefront-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { orderAccessOptions, type OrderAccess } from './get-order';
import { storefrontKeys } from './storefront-keys';

/** Reviews one delivered line; the answer is the order with that line marked reviewed. */
export function reviewOrderItem(access: OrderAccess, body: ReviewRequest): Promise<PublicOrder> {
  return callEndpoint(storefrontEndpoints.review, { ...orderAccessOptions(access), body });
}

export function useReviewOrderItem(access: OrderAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storefrontKeys.review(access.id),
    mutationFn: (body: ReviewRequest) => reviewOrderItem(access, body),
    onSuccess: (order) => queryClient.setQueryData(storefrontKeys.order(order.id), order),
  });
}
