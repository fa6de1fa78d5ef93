import type { ProductImportRequest, ProductImportResponse } from '@olivia/contracts/product-import';
import { productImportEndpoints } from '@olivia/contracts/product-import-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys, categoryKeys, productKeys } from '../../../lib/catalog-keys';

/** Products from a CSV file, all or nothing (a wrong row answers 400 with `rows.<i>.<field>`). */
export function importProducts(body: ProductImportRequest): Promise<ProductImportResponse> {
  return callEndpoint(productImportEndpoints.import, { body });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: productKeys.import(),
    mutationFn: importProducts,
    // New products, and maybe new categories: their lists, counts and the form's options.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
      ]),
  });
}
