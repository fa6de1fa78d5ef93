import type { Product, ProductRequest } from '@olivia/contracts/catalog';
import { productEndpoints } from '@olivia/contracts/catalog-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys, categoryKeys, productKeys } from '../../../lib/catalog-keys';

/** A product with its images (uploaded first) and its variants. */
export function createProduct(body: ProductRequest): Promise<Product> {
  return callEndpoint(productEndpoints.create, { body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: productKeys.create(),
    mutationFn: createProduct,
    // Its category counts one more product.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
      ]),
  });
}
