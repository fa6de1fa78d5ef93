import type { Category, UpdateCategoryRequest } from '@olivia/contracts/catalog';
import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { categoryKeys, productKeys } from '../../../lib/catalog-keys';

export interface UpdateCategoryVariables {
  id: string;
  body: UpdateCategoryRequest;
}

export function updateCategory({ id, body }: UpdateCategoryVariables): Promise<Category> {
  return callEndpoint(categoryEndpoints.update, { params: { id }, body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryKeys.update(),
    mutationFn: updateCategory,
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(category.id), category);
      // Product rows show their category's name.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ]);
    },
  });
}
