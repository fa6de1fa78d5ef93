import { inventoryEndpoints } from '@olivia/contracts/orders-endpoints';
import type { InventoryItem, InventoryList, ThresholdRequest } from '@olivia/contracts/store-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { inventoryKeys } from '../../../lib/inventory-keys';

export interface SetThresholdVariables {
  /** The product's id. */
  id: string;
  body: ThresholdRequest;
}

/** A product's low-stock threshold: at or below it, the product counts as low. */
export function setThreshold({ id, body }: SetThresholdVariables): Promise<InventoryItem> {
  return callEndpoint(inventoryEndpoints.setThreshold, { params: { id }, body });
}

/** Saves a threshold; the row answered replaces the one on screen, then the lists refresh. */
export function useSetThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: inventoryKeys.setThreshold(),
    mutationFn: setThreshold,
    onSuccess: (saved) => {
      queryClient.setQueriesData<InventoryList>(
        { queryKey: inventoryKeys.lists() },
        (page) =>
          page && {
            ...page,
            content: page.content.map((item) => (item.id === saved.id ? saved : item)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() });
    },
  });
}
