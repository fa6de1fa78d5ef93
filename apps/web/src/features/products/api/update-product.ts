import type { Product, UpdateProductRequest } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys, categoryKeys, productKeys } from '../../../lib/catalog-keys';

export interface UpdateProductVariables {
  id: string;
  /** `variants`, when sent, replaces them all: those with an `id` are kept, the others added. */
  body: UpdateProductRequest;
}

export function updateProduct({ id, body }: UpdateProductVariables): Promise<Product> {
  return callEndpoint(productEndpoints.update, { params: { id }, body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: productKeys.update(),
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      // A new category or status moves the counts.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
      ]);
    },
  });
}
