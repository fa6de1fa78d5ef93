import { toMinorUnits } from '@olivia/contracts/money';
import type { Executor } from '../db/client';
import { insertCategory } from '../modules/catalog/categories.repository';
import {
  findStoreProduct,
  insertProduct,
  replaceVariants,
} from '../modules/catalog/products.repository';
import { moveStock } from '../modules/catalog/public';
import { insertFile } from '../modules/files/files.repository';
import type { DemoCategory } from './demo-catalog-data';
import { DEMO_IMAGE_SIZE, patternPng } from './demo-images';

/** A seeded product, as the demo orders need it: what can be sold and at what price. */
export interface SeededProduct {
  id: string;
  name: string;
  image: string;
  price: bigint;
  active: boolean;
  variants: { id: string; label: string; price: bigint }[];
}

const sku = (prefix: string, n: number) => `${prefix}-${String(n).padStart(3, '0')}`;

/**
 * A demo store's catalog: categories, products with a picture the seed draws, variants, and
 * their opening stock recorded as 'received' movements (stock only ever moves through them).
 */
export async function seedDemoCatalog(
  tx: Executor,
  storeId: string,
  skuPrefix: string,
  catalog: DemoCategory[],
): Promise<SeededProduct[]> {
  const seeded: SeededProduct[] = [];
  let n = 0;
  for (const group of catalog) {
    const category = await insertCategory(tx, {
      storeId,
      name: group.name,
      description: group.description,
    });
    for (const demo of group.products) {
      n += 1;
      const fileId = await insertFile(tx, storeId, {
        purpose: 'product',
        contentType: 'image/png',
        bytes: patternPng(demo.pattern, demo.colours[0], demo.colours[1]),
        width: DEMO_IMAGE_SIZE,
        height: DEMO_IMAGE_SIZE,
      });
      const image = `/files/${fileId}`;
      const product = await insertProduct(tx, {
        storeId,
        name: demo.name,
        description: demo.description,
        price: toMinorUnits(demo.price),
        compareAtPrice: demo.compareAt === undefined ? null : toMinorUnits(demo.compareAt),
        // A believable margin: what each unit cost the store, 55% of its price.
        costPrice: toMinorUnits(Math.round(demo.price * 55) / 100),
        sku: sku(skuPrefix, n),
        images: [image],
        categoryId: category.id,
        stock: 0,
        status: demo.status ?? 'active',
      });
      const variants = (demo.variants ?? []).map((variant, i) => ({
        size: variant.size,
        colour: '',
        price: toMinorUnits(variant.price),
        stock: 0,
        sku: `${sku(skuPrefix, n)}-${i + 1}`,
      }));
      await replaceVariants(tx, storeId, product.id, variants);
      const opening = { storeId, productId: product.id, reason: 'received' as const };
      const stored =
        variants.length > 0
          ? ((await findStoreProduct(tx, storeId, product.id))?.variants ?? []).map((v) => v.id)
          : [];
      if (stored.length === 0 && demo.stock > 0) {
        await moveStock(tx, {
          ...opening,
          variantId: null,
          change: demo.stock,
          note: 'Opening stock',
          actorLabel: 'System',
        });
      }
      for (const [i, variant] of (demo.variants ?? []).entries()) {
        const id = stored[i];
        if (id && variant.stock > 0) {
          await moveStock(tx, {
            ...opening,
            variantId: id,
            change: variant.stock,
            note: 'Opening stock',
            actorLabel: 'System',
          });
        }
      }
      seeded.push({
        id: product.id,
        name: demo.name,
        image,
        price: toMinorUnits(demo.price),
        active: (demo.status ?? 'active') === 'active',
        variants: stored.map((id, i) => ({
          id,
          label: demo.variants?.[i]?.size ?? '',
          price: toMinorUnits(demo.variants?.[i]?.price ?? demo.price),
        })),
      });
    }
  }
  return seeded;
}
