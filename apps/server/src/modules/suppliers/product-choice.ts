import { orderMessages } from '@olivia/contracts/order-messages';
import { supplierMessages } from '@olivia/contracts/supplier-messages';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { storeProductsAmong } from './suppliers.repository';

/** 'Ankara dress (M / Blue)', or the product's name alone. */
export function itemName(name: string, variant?: { size: string; colour: string } | null) {
  const label = variant ? [variant.size, variant.colour].filter(Boolean).join(' / ') : '';
  return label ? `${name} (${label})` : name;
}

export interface ChosenItem {
  productId: string;
  variantId: string | null;
  name: string;
  /** The variant's cost price, else the product's; null when neither is set. */
  costPrice: bigint | null;
}

/**
 * The products (and variants) a body names, checked against the store's catalogue: another
 * store's product, a variant of another product, a product with variants named without one, or
 * a variant named for a product without variants → 400 on that entry (`<field>.<i>.productid`).
 */
export async function chooseItems(
  db: Executor,
  storeId: string,
  field: string,
  asked: { productid: string; variantid: string | null }[],
): Promise<ChosenItem[]> {
  const catalogue = await storeProductsAmong(db, storeId, [
    ...new Set(asked.map((item) => item.productid)),
  ]);
  return asked.map((item, index) => {
    const refuse = (message: string) =>
      badRequest(message, { [`${field}.${index}.productid`]: [message] });
    const product = catalogue.products.find((row) => row.id === item.productid);
    if (!product) throw refuse(supplierMessages.purchaseOrderProductNotFound);
    const variants = catalogue.variants.filter((row) => row.productId === product.id);
    if (variants.length > 0 && item.variantid === null) throw refuse(orderMessages.variantRequired);
    const variant = item.variantid ? variants.find((row) => row.id === item.variantid) : undefined;
    if (item.variantid && !variant) throw refuse(supplierMessages.purchaseOrderProductNotFound);
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      name: itemName(product.name, variant),
      costPrice: variant?.costPrice ?? product.costPrice,
    };
  });
}
