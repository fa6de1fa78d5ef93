import { inventoryEndpoints } from '@olivia/contracts/orders-endpoints';
import type {
  InventoryItem,
  InventoryList,
  InventoryMovement,
  StockAdjustmentRequest,
} from '@olivia/contracts/store-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';
import { inventoryKeys } from '../../../lib/inventory-keys';

/** One stock movement; 409 'Stock cannot go below 0' when it would. */
export function adjustStock(body: StockAdjustmentRequest): Promise<InventoryMovement> {
  return callEndpoint(inventoryEndpoints.adjust, { body });
}

/** The row after a movement: the moved variant's stock, the product's total and its level. */
export function applyMovement(item: InventoryItem, movement: InventoryMovement): InventoryItem {
  if (item.id !== movement.productid) return item;
  const variants = item.variants.map((variant) =>
    variant.id === movement.variantid ? { ...variant, stock: movement.stockafter } : variant,
  );
  const stock =
    movement.variantid === null
      ? movement.stockafter
      : variants.reduce((sum, variant) => sum + variant.stock, 0);
  return { ...item, variants, stock, low: stock <= item.lowstockthreshold };
}

/**
 * Adjusts stock: the list on screen shows the new figure at once, then every list, the history
 * and the products' stock column are fetched again.
 */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: inventoryKeys.adjust(),
    mutationFn: adjustStock,
    onSuccess: (movement) => {
      queryClient.setQueriesData<InventoryList>(
        { queryKey: inventoryKeys.lists() },
        (page) =>
          page && { ...page, content: page.content.map((item) => applyMovement(item, movement)) },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.movements() }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ]);
    },
  });
}
