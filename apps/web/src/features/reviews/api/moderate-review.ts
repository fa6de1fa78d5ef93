import { reviewEndpoints } from '@olivia/contracts/orders-endpoints';
import type { ModerateReviewRequest, Review } from '@olivia/contracts/store-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export interface ModerateReviewVariables {
  id: string;
  /** published: shown on the storefront and counted in ratings; hidden: neither. */
  body: ModerateReviewRequest;
}

export function moderateReview({ id, body }: ModerateReviewVariables): Promise<Review> {
  return callEndpoint(reviewEndpoints.moderate, { params: { id }, body });
}

/** Publishes or hides a review; the lists and the ratings (published only) refresh. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewKeys.moderate(),
    mutationFn: moderateReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.ratings() }),
      ]),
  });
}
