import type {
  ProductRequestSchema,
  ProductsQuerySchema,
  ProductVariantRequestSchema,
  UpdateProductRequestSchema,
} from '@olivia/contracts/catalog';
import { messages } from '@olivia/contracts/messages';
import { toMinorUnits } from '@olivia/contracts/money';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { mapPage } from '../../lib/resource/list-page';
import { createResourceWriter, type Actor } from '../../lib/resource/resource-writer';
import type { FileLinks } from '../files/public';
import { findStoreBrand } from './brands.repository';
import { findStoreCategory } from './categories.repository';
import { productSnapshot, toProduct } from './product-dto';
import { setProductStatuses, type BulkProductStatus } from './products-bulk';
import { recordFormMovements } from './product-movements';
import {
  findStoreProduct,
  insertProduct,
  replaceVariants,
  storeProducts,
  updateStoreProduct,
  withVariantsAndCategory,
  type ProductChanges,
  type ProductRecord,
  type VariantValues,
} from './products.repository';

type NewProduct = z.output<typeof ProductRequestSchema>;
type ProductUpdate = z.output<typeof UpdateProductRequestSchema>;
type VariantRequest = z.output<typeof ProductVariantRequestSchema>;

const refused = (field: string, message: string) => badRequest(message, { [field]: [message] });
const minor = (price: number | null) => (price === null ? null : toMinorUnits(price));
/**
 * The variants' stock as the `stock` column keeps it for sorting: their sum, capped at what an
 * integer column holds (fifty variants of a billion each would pass it; the DTO sums them itself).
 */
const stockSum = (variants: { stock: number }[]) =>
  Math.min(
    variants.reduce((sum, variant) => sum + variant.stock, 0),
    2_147_483_647,
  );
const variantValues = (variants: VariantRequest[]): VariantValues[] =>
  variants.map((variant) => ({ ...variant, price: toMinorUnits(variant.price) }));

/** Variants sent with an id must be this product's own, each once; the rest are new. */
function checkVariantIds(variants: VariantRequest[], before: ProductRecord | undefined) {
  const own = new Set(before?.variants.map((variant) => variant.id));
  const ids = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) {
    throw refused('variants', messages.recordDoesNotExist);
  }
}

/**
 * The `stock` column: the variants' sum when there are variants (so the list sorts by it through
 * its index), else the product's own. Stock sent for a product with variants is not used.
 */
function stockColumn(body: ProductUpdate, before: ProductRecord): number | undefined {
  if (body.variants && body.variants.length > 0) return stockSum(body.variants);
  if (body.variants) return body.stock ?? before.stock;
  return before.variants.length > 0 ? undefined : body.stock;
}

/**
 * The store's products with their variants (issue 13), on the resource kit (ADR 0008, ADR 0015):
 * any signed-in user of the store manages them; each change is audited. Removing archives.
 */
export function createProductsService(deps: {
  db: Database;
  files: Pick<FileLinks, 'ownPublicLinks'>;
}) {
  const { db, files } = deps;
  const products = createResourceWriter(db, {
    entity: 'product',
    find: (tx, storeId, id) => findStoreProduct(tx, storeId, id, true),
    id: (product) => product.id,
    snapshot: productSnapshot,
  });

  /** The images as permanent links, when each is a product image the store uploaded. */
  async function ownImages(tx: Executor, storeId: string, images: string[]) {
    const links = await files.ownPublicLinks(tx, storeId, images, ['product']);
    if (!links) throw refused('images', messages.imageNotUploaded);
    return links;
  }

  /** One of the store's categories, kept from deletion until the product is written. */
  async function ownCategory(tx: Executor, storeId: string, categoryId: string | null) {
    if (categoryId === null) return null;
    const category = await findStoreCategory(tx, storeId, categoryId, 'key share');
    if (!category) throw refused('categoryid', messages.recordDoesNotExist);
    return category.id;
  }

  /**
   * One of the store's brands, kept from deletion until the product is written. An inactive
   * brand is no choice for a new one, but a product keeps the inactive brand it has.
   */
  async function ownBrand(
    tx: Executor,
    storeId: string,
    brandId: string | null,
    current: string | null = null,
  ) {
    if (brandId === null) return null;
    const brand = await findStoreBrand(tx, storeId, brandId, 'key share');
    if (!brand || (!brand.active && brand.id !== current)) {
      throw refused('brandid', messages.recordDoesNotExist);
    }
    return brand.id;
  }

  async function reread(tx: Executor, storeId: string, id: string) {
    const product = await findStoreProduct(tx, storeId, id);
    if (!product) throw new Error('a product vanished inside its own transaction');
    return product;
  }

  return {
    async list(storeId: string, query: z.output<typeof ProductsQuerySchema>) {
      const page = await storeProducts.page(db, storeId, query);
      const content = await withVariantsAndCategory(db, storeId, page.content);
      return mapPage({ ...page, content }, toProduct);
    },

    /** One product of the store, archived ones too; another store's id answers 404. */
    async get(storeId: string, id: string) {
      return toProduct(await products.get(storeId, id));
    },

    async create(actor: Actor, body: NewProduct) {
      const { storeId } = actor;
      checkVariantIds(body.variants, undefined);
      const product = await products.create(actor, 'created', async ({ tx }) => {
        const row = await insertProduct(tx, {
          storeId,
          name: body.name,
          description: body.description,
          price: toMinorUnits(body.price),
          compareAtPrice: minor(body.compareatprice),
          costPrice: minor(body.costprice),
          sku: body.sku,
          images: await ownImages(tx, storeId, body.images),
          categoryId: await ownCategory(tx, storeId, body.categoryid),
          brandId: await ownBrand(tx, storeId, body.brandid),
          stock: body.variants.length > 0 ? stockSum(body.variants) : body.stock,
          status: body.status,
        });
        await replaceVariants(tx, storeId, row.id, variantValues(body.variants));
        const created = await reread(tx, storeId, row.id);
        await recordFormMovements(tx, actor, undefined, created);
        return created;
      });
      return toProduct(product);
    },

    /** Changes the fields sent; `variants` replaces the set (see `replaceVariants`). */
    async update(actor: Actor, id: string, body: ProductUpdate) {
      const { storeId } = actor;
      const product = await products.update(actor, id, async ({ tx }, before) => {
        if (body.variants) checkVariantIds(body.variants, before);
        const changes: ProductChanges = {
          name: body.name,
          description: body.description,
          price: body.price === undefined ? undefined : toMinorUnits(body.price),
          compareAtPrice:
            body.compareatprice === undefined ? undefined : minor(body.compareatprice),
          costPrice: body.costprice === undefined ? undefined : minor(body.costprice),
          sku: body.sku,
          images: body.images && (await ownImages(tx, storeId, body.images)),
          categoryId:
            body.categoryid === undefined
              ? undefined
              : await ownCategory(tx, storeId, body.categoryid),
          brandId:
            body.brandid === undefined
              ? undefined
              : await ownBrand(tx, storeId, body.brandid, before.brandId),
          stock: stockColumn(body, before),
          status: body.status,
        };
        await updateStoreProduct(tx, storeId, id, changes);
        if (body.variants) await replaceVariants(tx, storeId, id, variantValues(body.variants));
        const after = await reread(tx, storeId, id);
        await recordFormMovements(tx, actor, before, after);
        const archived = before.status !== 'archived' && after.status === 'archived';
        return { row: after, verb: archived ? 'archived' : 'updated' };
      });
      return toProduct(product);
    },

    /** Archives the product: it leaves the list and the counts, and stays for the orders. */
    async archive(actor: Actor, id: string) {
      await products.update(actor, id, async ({ tx }) => {
        await updateStoreProduct(tx, actor.storeId, id, { status: 'archived' });
        return { row: await reread(tx, actor.storeId, id), verb: 'archived' };
      });
    },

    /** The bulk action: one status for many products at once (see `setProductStatuses`). */
    setStatuses: (actor: Actor, body: BulkProductStatus) => setProductStatuses(db, actor, body),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
