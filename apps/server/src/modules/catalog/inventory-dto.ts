import type { ProductStatus } from '@olivia/contracts/catalog';
import type { InventoryItem, InventoryMovement, MovementReason } from '@olivia/contracts/inventory';
import type { InventoryRecord, MovementRecord } from './inventory.repository';

/**
 * A product's stock as the inventory shows it: the variants' sum when it has variants (as the
 * product DTO does), and whether it is at or below its threshold.
 */
export function toInventoryItem(record: InventoryRecord): InventoryItem {
  const { variants } = record;
  const stock =
    variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : record.stock;
  return {
    id: record.id,
    name: record.name,
    sku: record.sku,
    image: record.images[0] ?? '',
    status: record.status as ProductStatus,
    stock,
    lowstockthreshold: record.lowStockThreshold,
    low: stock <= record.lowStockThreshold,
    variants: variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      colour: variant.colour,
      sku: variant.sku,
      stock: variant.stock,
    })),
  };
}

/** A movement as the API answers it: `by` is the label written with it. */
export function toMovement(record: MovementRecord): InventoryMovement {
  return {
    id: record.id.toString(),
    productid: record.productId,
    variantid: record.variantId,
    productname: record.productName,
    variant: record.variantLabel,
    change: record.change,
    stockafter: record.stockAfter,
    reason: record.reason as MovementReason,
    note: record.note,
    orderid: record.orderId,
    ordernumber: record.orderNumber,
    by: record.actorLabel,
    createdat: record.createdAt.toISOString(),
  };
}
