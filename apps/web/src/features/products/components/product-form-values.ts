import type { Product, ProductRequest, ProductVariantRequest } from '@olivia/contracts/catalog';
import type { DefaultValues } from 'react-hook-form';

/** What a new product's form starts with: on sale once saved, no price until one is typed. */
export const NEW_PRODUCT: DefaultValues<ProductRequest> = {
  name: '',
  description: '',
  price: undefined,
  compareatprice: null,
  costprice: null,
  sku: '',
  images: [],
  categoryid: null,
  brandid: null,
  stock: 0,
  status: 'active',
  variants: [],
};

/** The form of an existing product: its fields, its variants with their ids (kept on save). */
export function productFormValues(product: Product): ProductRequest {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    compareatprice: product.compareatprice,
    costprice: product.costprice,
    sku: product.sku,
    images: product.images,
    categoryid: product.categoryid,
    brandid: product.brandid,
    stock: product.stock,
    status: product.status,
    variants: product.variants.map(({ id, size, colour, price, stock, sku }) => ({
      id,
      size,
      colour,
      price,
      stock,
      sku,
    })),
  };
}

/** A new variant row: the product's price to start from, nothing in stock. */
export function newVariant(productPrice: unknown): ProductVariantRequest {
  const price =
    typeof productPrice === 'number' && Number.isFinite(productPrice) ? productPrice : 0;
  return { size: '', colour: '', price, stock: 0, sku: '' };
}

/** A number field's value: empty is NaN, so the contract says what is wrong with it. */
export const numberValue = (value: unknown): number =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** An optional number field's value: empty is null (no compare-at price). */
export const optionalNumberValue = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The rows whose size and colour another row has too (the contract's `duplicateVariant`). */
export function duplicateRows(
  variants: readonly { size?: string; colour?: string }[],
): Set<number> {
  const keyOf = (v: { size?: string; colour?: string }) =>
    `${(v.size ?? '').trim().toLowerCase()}\n${(v.colour ?? '').trim().toLowerCase()}`;
  const rowsByKey = new Map<string, number[]>();
  variants.forEach((variant, index) => {
    rowsByKey.set(keyOf(variant), [...(rowsByKey.get(keyOf(variant)) ?? []), index]);
  });
  return new Set([...rowsByKey.values()].filter((rows) => rows.length > 1).flat());
}
