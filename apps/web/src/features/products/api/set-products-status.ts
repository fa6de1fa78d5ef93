import type { BulkProductStatusRequest, BulkResult } from '@olivia/contracts/bulk';
import { bulkEndpoints } from '@olivia/contracts/bulk-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { brandKeys, categoryKeys, productKeys } from '../../../lib/catalog-keys';

/** One status for the selected products; ids not the store's come back refused. */
export function setProductsStatus(body: BulkProductStatusRequest): Promise<BulkResult> {
  return callEndpoint(bulkEndpoints.productStatus, { body });
}

/**
 * Sets the selected products' status (the list's bulk actions), then fetches the lists, the
 * products and the categories' counts again (archiving takes a product out of them).
 */
export function useSetProductsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: productKeys.bulkStatus(),
    mutationFn: setProductsStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.details() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
      ]),
  });
}
