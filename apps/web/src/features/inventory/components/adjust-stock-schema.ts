import { orderMessages } from '@olivia/contracts/order-messages';
import {
  StockAdjustmentRequestSchema,
  type InventoryItem,
  type StockAdjustmentRequest,
} from '@olivia/contracts/inventory';

/**
 * The contract's adjustment, and for a product with variants the variant too: their stock is
 * what moves (the server answers the same, this only says it before asking).
 */
export function adjustStockSchema(item: InventoryItem) {
  const hasVariants = item.variants.length > 0;
  return StockAdjustmentRequestSchema.refine(
    (values) => !hasVariants || Boolean(values.variantid),
    { message: orderMessages.variantRequired, path: ['variantid'] },
  );
}

/** An empty adjustment of `item`: 'Received' is the most common reason. */
export const adjustStockDefaults = (item: InventoryItem): Partial<StockAdjustmentRequest> => ({
  productid: item.id,
  variantid: null,
  change: undefined,
  reason: 'received',
  note: '',
});

/** A number field's value: empty is NaN, so the contract says what is wrong with it. */
export const numberValue = (value: unknown): number =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** The stock the adjustment starts from: the variant's, or the product's when it has none. */
export function currentStock(item: InventoryItem, variantid: string | null | undefined) {
  if (item.variants.length === 0) return item.stock;
  return item.variants.find((variant) => variant.id === variantid)?.stock;
}
