import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productVariants, products } from '../../db/schema';

/** The store's products on sale or in draft that have a cost price, each variant on its own. */
export async function costedUnits(db: Executor, storeId: string) {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      categoryId: products.categoryId,
      brandId: products.brandId,
      price: products.price,
      cost: products.costPrice,
      variantPrice: productVariants.price,
      variantCost: productVariants.costPrice,
      size: productVariants.size,
      colour: productVariants.colour,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.storeId, storeId),
        ne(products.status, 'archived'),
        or(isNotNull(products.costPrice), isNotNull(productVariants.costPrice)),
      ),
    );
  return rows.map((row) => ({
    productId: row.productId,
    categoryId: row.categoryId,
    brandId: row.brandId,
    name: [row.name, [row.size, row.colour].filter(Boolean).join(' / ')]
      .filter(Boolean)
      .join(' — '),
    price: row.variantPrice ?? row.price,
    cost: row.variantCost ?? row.cost,
  }));
}
