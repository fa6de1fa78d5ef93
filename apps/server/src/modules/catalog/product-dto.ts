import type { Product, ProductStatus } from '@olivia/contracts/catalog';
import { toMajorUnits } from '@olivia/contracts/money';
import type { Snapshot } from '../../lib/resource/resource-writer';
import type { ProductRecord } from './products.repository';

/** A product as the API answers it: money in major units, stock summed over its variants. */
export function toProduct(record: ProductRecord): Product {
  const { variants } = record;
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    price: toMajorUnits(record.price),
    compareatprice: record.compareAtPrice === null ? null : toMajorUnits(record.compareAtPrice),
    costprice: record.costPrice === null ? null : toMajorUnits(record.costPrice),
    sku: record.sku,
    images: record.images,
    categoryid: record.categoryId,
    categoryname: record.categoryName ?? '',
    brandid: record.brandId,
    brandname: record.brandName ?? '',
    stock:
      variants.length > 0
        ? variants.reduce((sum, variant) => sum + variant.stock, 0)
        : record.stock,
    status: record.status as ProductStatus,
    variants: variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      colour: variant.colour,
      price: toMajorUnits(variant.price),
      stock: variant.stock,
      sku: variant.sku,
    })),
    createdat: record.createdAt.toISOString(),
    updatedat: record.updatedAt.toISOString(),
  };
}

/** What the audit records of a product: its DTO without `updatedat`, which every change moves. */
export function productSnapshot(record: ProductRecord): Snapshot {
  const snapshot: Snapshot = toProduct(record);
  delete snapshot.updatedat;
  return snapshot;
}
