import type { MessageResponse } from '@olivia/contracts/auth';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys, productKeys } from '../../../lib/catalog-keys';

/** Removes the category; its products stay, without a category. */
export function removeCategory(id: string): Promise<MessageResponse> {
  return callEndpoint(categoryEndpoints.remove, { params: { id } });
}

export function useRemoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryKeys.remove(),
    mutationFn: removeCategory,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}
