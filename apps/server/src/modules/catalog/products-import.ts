import { messages } from '@olivia/contracts/messages';
import { toMinorUnits } from '@olivia/contracts/money';
import {
  groupImportRows,
  type ImportedProduct,
  type ProductImportRequestSchema,
  type ProductImportResponse,
} from '@olivia/contracts/product-import';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { withTransaction } from '../../db/unit-of-work';
import { badRequest } from '../../lib/errors';
import { insertAuditEntry } from '../../lib/resource/audit.repository';
import type { Actor } from '../../lib/resource/resource-writer';
import { staffName } from '../accounts/public';
import { activeBrandIdsByName } from './brands.repository';
import { findOrCreateStoreCategories, type CategoryRow } from './categories.repository';
import { productSnapshot } from './product-dto';
import { recordFormMovements } from './product-movements';
import {
  insertProduct,
  replaceVariants,
  withVariantsAndCategory,
  type ProductRow,
} from './products.repository';

type ImportRequest = z.output<typeof ProductImportRequestSchema>;

/** What the movements of imported stock say, beside 'received'. */
const IMPORTED_NOTE = 'Imported';
/** The `stock` column of a product with variants: their sum, as an integer column holds it. */
const stockOf = (product: ImportedProduct) =>
  product.variants.length === 0
    ? product.stock
    : Math.min(
        product.variants.reduce((sum, variant) => sum + variant.stock, 0),
        2_147_483_647,
      );

/** Writes one product and its variants, as the product form's create writes them. */
async function writeProduct(
  tx: Executor,
  storeId: string,
  product: ImportedProduct,
  categoryId: string | null,
  brandId: string | null,
): Promise<ProductRow> {
  const row = await insertProduct(tx, {
    storeId,
    name: product.name,
    description: product.description,
    price: toMinorUnits(product.price),
    compareAtPrice: product.compareatprice === null ? null : toMinorUnits(product.compareatprice),
    sku: product.sku,
    images: [],
    categoryId,
    brandId,
    stock: stockOf(product),
    status: product.status,
  });
  const variants = product.variants.map((variant) => ({
    ...variant,
    price: toMinorUnits(variant.price),
  }));
  if (variants.length > 0) await replaceVariants(tx, storeId, row.id, variants);
  return row;
}

/**
 * The audit row of a category the import had to create, as the category form's create writes it.
 */
const categoryCreated = (actor: Actor, category: CategoryRow) => ({
  storeId: actor.storeId,
  actorUserId: actor.userId,
  action: 'category.created',
  entityType: 'category',
  entityId: category.id,
  changes: {
    id: category.id,
    name: category.name,
    description: category.description,
    productcount: 0,
    createdat: category.createdAt.toISOString(),
    via: 'import',
  },
});

/**
 * The store's active brands the rows name, by lower-case name; a row naming a brand the store
 * does not have, or an inactive one, refuses the import with that row's error
 * (`rows.<i>.brand`), as the contract's are.
 */
async function brandsOfRows(tx: Executor, storeId: string, rows: ImportRequest['rows']) {
  const names = rows.flatMap((row) => (row.brand ? [row.brand] : []));
  const idByName = await activeBrandIdsByName(tx, storeId, names);
  const details: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    if (row.brand && !idByName.has(row.brand.toLowerCase())) {
      details[`rows.${index}.brand`] = [messages.brandUnknown];
    }
  });
  if (Object.keys(details).length > 0) throw badRequest(messages.brandUnknown, details);
  return idByName;
}

/**
 * The CSV import of products (issue 13): every signed-in user of the store, all or nothing in
 * one unit of work. The body is checked whole by its contract (rows, then the products they
 * group into), so here nothing can be refused: categories are found by name or created, then
 * each product is written through the product form's repository functions, its opening stock
 * recorded as 'received' movements noted 'Imported', and each product gets its own
 * `product.created` audit row (each product's history then starts as a form-made one's does,
 * and the audit by record finds it), marked `via: 'import'`.
 */
export function createProductImport(db: Database) {
  return {
    async importProducts(actor: Actor, body: ImportRequest): Promise<ProductImportResponse> {
      const { storeId } = actor;
      const { products } = groupImportRows(body.rows.map((row, index) => ({ index, row })));
      const names = products.flatMap((product) => (product.category ? [product.category] : []));
      return withTransaction(db, async (tx) => {
        const brandIdOf = await brandsOfRows(tx, storeId, body.rows);
        const categories = await findOrCreateStoreCategories(tx, storeId, names);
        for (const category of categories.created) {
          await insertAuditEntry(tx, categoryCreated(actor, category));
        }
        const categoryIdOf = (product: ImportedProduct) =>
          product.category
            ? (categories.idByName.get(product.category.toLowerCase()) ?? null)
            : null;
        const rows: ProductRow[] = [];
        for (const product of products) {
          const brandId = product.brand
            ? (brandIdOf.get(product.brand.toLowerCase()) ?? null)
            : null;
          rows.push(await writeProduct(tx, storeId, product, categoryIdOf(product), brandId));
        }
        const records = await withVariantsAndCategory(tx, storeId, rows);
        const actorLabel = await staffName(tx, actor.userId);
        for (const record of records) {
          await recordFormMovements(tx, actor, undefined, record, {
            newStockNote: IMPORTED_NOTE,
            actorLabel,
          });
          await insertAuditEntry(tx, {
            storeId,
            actorUserId: actor.userId,
            action: 'product.created',
            entityType: 'product',
            entityId: record.id,
            changes: { ...productSnapshot(record), via: 'import' },
          });
        }
        return { created: records.length, categoriesCreated: categories.created.length };
      });
    },
  };
}

export type ProductImport = ReturnType<typeof createProductImport>;
