import type { MessageResponse } from '@olivia/contracts/auth';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys, categoryKeys, productKeys } from '../../../lib/catalog-keys';

/** `DELETE /products/:id` archives: the product leaves the store, past orders keep it. */
export function archiveProduct(id: string): Promise<MessageResponse> {
  return callEndpoint(productEndpoints.remove, { params: { id } });
}

export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: productKeys.archive(),
    mutationFn: archiveProduct,
    onSuccess: (_answer, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
      ]),
  });
}
