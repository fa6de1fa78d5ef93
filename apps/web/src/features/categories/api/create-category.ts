import type { Category, CategoryRequest } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys } from '../../../lib/catalog-keys';

/** A name already used by another of the store's categories answers 409 `categoryNameTaken`. */
export function createCategory(body: CategoryRequest): Promise<Category> {
  return callEndpoint(categoryEndpoints.create, { body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryKeys.create(),
    mutationFn: createCategory,
    // The lists and the product form's choice of categories.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
